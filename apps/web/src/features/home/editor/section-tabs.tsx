import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';

import { pluralNoun, type HomeContentInput } from '@app/shared';

import { countErrors } from '@/components/form';

import type { HomeErrors } from './home-form.ts';

export type SectionKey = keyof HomeContentInput;

export const SECTIONS: readonly { key: SectionKey; label: string }[] = [
  { key: 'hero', label: 'Hero' },
  { key: 'highlights', label: 'Highlights' },
  { key: 'featuredCourses', label: 'Courses' },
  { key: 'testimonials', label: 'Testimonials' },
  { key: 'faq', label: 'FAQ' },
  { key: 'cta', label: 'Call to action' },
];

export const tabId = (key: SectionKey) => `edit-home-tab-${key}`;
export const panelId = (key: SectionKey) => `edit-home-panel-${key}`;

type SectionTabsProps = {
  active: SectionKey;
  onChange: (key: SectionKey) => void;
  errors: HomeErrors;
};

/** WAI-ARIA tabs (arrow keys, Home, End) with a count of invalid fields on each section. */
export function SectionTabs({ active, onChange, errors }: SectionTabsProps) {
  const refs = useRef<Partial<Record<SectionKey, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = SECTIONS.findIndex((s) => s.key === active);
    const last = SECTIONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % SECTIONS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + SECTIONS.length) % SECTIONS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = SECTIONS[next]!.key;
    onChange(key);
    refs.current[key]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Home page sections"
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1"
    >
      {SECTIONS.map(({ key, label }) => {
        const isActive = key === active;
        const errorCount = countErrors(errors[key]);
        return (
          <button
            key={key}
            ref={(el) => {
              refs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={isActive}
            aria-controls={panelId(key)}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onChange(key)}
            data-testid={`edit-home-tab-${key}`}
            className={clsx(
              'relative inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
              isActive
                ? 'bg-brand-600 text-white shadow-sm'
                : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            {label}
            {errorCount > 0 && (
              <span
                className={clsx(
                  'grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-xs font-bold',
                  isActive ? 'bg-white text-red-700' : 'bg-red-600 text-white',
                )}
              >
                {errorCount}
                <span className="sr-only"> {pluralNoun(errorCount, 'error')}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
