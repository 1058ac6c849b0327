import { clsx } from 'clsx';
import { Award, Mail, Users, type LucideIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';

export const WEBINAR_TABS = ['students', 'email', 'certificates'] as const;
export type WebinarTab = (typeof WEBINAR_TABS)[number];

const TABS: Record<WebinarTab, { label: string; icon: LucideIcon }> = {
  students: { label: 'Students', icon: Users },
  email: { label: 'E-mail', icon: Mail },
  certificates: { label: 'Certificates', icon: Award },
};

export const tabId = (tab: WebinarTab) => `webinar-tab-${tab}`;
export const panelId = (tab: WebinarTab) => `webinar-panel-${tab}`;

/** Students, E-mail and Certificates as tabs (arrow keys move between them). */
export function WebinarTabs({
  value,
  onChange,
}: {
  value: WebinarTab;
  onChange: (tab: WebinarTab) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const i = WEBINAR_TABS.indexOf(value);
    const next = WEBINAR_TABS[(i + step + WEBINAR_TABS.length) % WEBINAR_TABS.length]!;
    onChange(next);
    requestAnimationFrame(() => document.getElementById(tabId(next))?.focus());
  };
  return (
    <div
      role="tablist"
      aria-label="Webinar sections"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto rounded-2xl bg-slate-100 p-1 sm:inline-flex"
    >
      {WEBINAR_TABS.map((tab) => {
        const { label, icon: Icon } = TABS[tab];
        const selected = tab === value;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            data-testid={`webinar-tab-${tab}`}
            onClick={() => onChange(tab)}
            className={clsx(
              'inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-4',
              selected
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
            )}
          >
            <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
