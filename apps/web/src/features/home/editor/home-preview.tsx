import { clsx } from 'clsx';
import { Monitor, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';

import type { HomeContent, HomeContentInput, HomeCourse } from '@app/shared';

import { HomeSections } from '../components/home-sections.tsx';
import { pickedCourses } from './course-choices.ts';
import { ScaledFrame } from './scaled-frame.tsx';

const DEVICES = {
  desktop: { label: 'Desktop', icon: Monitor, width: 1280 },
  phone: { label: 'Phone', icon: Smartphone, width: 390 },
} as const;
type Device = keyof typeof DEVICES;

// The preview is a picture of the page: its buttons and links do nothing here.
const ignore = () => undefined;

type HomePreviewProps = {
  control: Control<HomeContentInput, unknown, HomeContent>;
  /** The section being edited: the preview scrolls to it. */
  activeSection: string;
  /** published catalogue courses: the picked ones are drawn from here, at their live prices */
  courseChoices: HomeCourse[];
};

/** The home page as the current form values would publish it, on a desktop or phone width. */
export function HomePreview({ control, activeSection, courseChoices }: HomePreviewProps) {
  // Phones preview the phone layout first: a scaled desktop page is unreadable on them.
  const [device, setDevice] = useState<Device>(() =>
    window.matchMedia('(min-width: 768px)').matches ? 'desktop' : 'phone',
  );
  // Every field is registered from complete defaults, so the watched values are a whole content.
  const content = useWatch({ control }) as HomeContent;
  const scrollerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const section = scroller?.querySelector(`[data-home-section="${activeSection}"]`);
    if (!scroller || !section) return;
    // Measured on screen, so the preview's scale is already applied.
    const top =
      section.getBoundingClientRect().top -
      scroller.getBoundingClientRect().top +
      scroller.scrollTop;
    scroller.scrollTo({ top, behavior: 'smooth' });
  }, [activeSection, device]);

  return (
    <section aria-label="Preview" className="flex min-h-0 flex-col">
      <div className="flex items-center justify-between gap-3 pb-3">
        <p className="text-sm font-semibold text-slate-900">
          Live preview
          <span className="ml-2 hidden font-normal text-slate-600 sm:inline">
            updates as you type
          </span>
        </p>
        <div
          role="group"
          aria-label="Preview width"
          className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5"
        >
          {(Object.keys(DEVICES) as Device[]).map((key) => {
            const { label, icon: Icon } = DEVICES[key];
            return (
              <button
                key={key}
                type="button"
                aria-pressed={device === key}
                onClick={() => setDevice(key)}
                className={clsx(
                  'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-semibold transition-colors',
                  device === key ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                <Icon className="size-3.5" aria-hidden="true" />
                {label}
              </button>
            );
          })}
        </div>
      </div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-card">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-red-400" aria-hidden="true" />
          <span className="size-2.5 rounded-full bg-amber-400" aria-hidden="true" />
          <span className="size-2.5 rounded-full bg-emerald-400" aria-hidden="true" />
          <span className="ml-3 truncate rounded-md bg-slate-100 px-3 py-1 font-mono text-xs text-slate-600">
            {window.location.host}/
          </span>
        </div>
        <div
          // Focusable so keyboard users can scroll the preview (its content is inert).
          ref={scrollerRef}
          tabIndex={0}
          role="region"
          aria-label="Home page preview"
          className="max-h-[calc(100dvh-15rem)] overflow-y-auto overscroll-contain focus-visible:outline-offset-[-2px]"
        >
          <div
            data-testid="home-preview"
            // inert: the copy of the page can be read but not clicked, tabbed into or announced twice.
            inert
            className={clsx(device === 'phone' && 'py-4')}
          >
            <ScaledFrame width={DEVICES[device].width}>
              <div
                className={clsx(
                  'bg-white',
                  device === 'phone' && 'overflow-hidden rounded-2xl shadow-pop',
                )}
              >
                <HomeSections
                  content={content}
                  courses={pickedCourses(content.featuredCourses.courseIds, courseChoices)}
                  onRequestCallback={ignore}
                  isPreview
                />
              </div>
            </ScaledFrame>
          </div>
        </div>
      </div>
    </section>
  );
}
