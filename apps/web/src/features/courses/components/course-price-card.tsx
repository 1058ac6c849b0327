import { ArrowDown, Award, CalendarDays, Check, MessagesSquare, PhoneCall } from 'lucide-react';

import type { Course } from '@app/shared';

import { CourseThumbnail } from '@/components/site/course-thumbnail';
import { buttonStyles } from '@/components/ui/button-styles';
import { openCallbackPopup } from '@/core/callback-popup';

import { coursePricing, courseDurationText } from '../lib/course-display.ts';
import { PriceTag } from './price-tag.tsx';

/** The buying box: picture, price, the way to the batches and the callback request. */
export function CoursePriceCard({ course }: { course: Course }) {
  const duration = courseDurationText(course);
  const includes = [
    duration && { icon: CalendarDays, text: `${duration} of live, mentor-led classes` },
    course.metaData.certificate && { icon: Award, text: 'Certificate of completion' },
    course.discord_access && { icon: MessagesSquare, text: 'Private Discord community' },
    { icon: Check, text: `${course.metaData.language} instruction` },
  ].filter(Boolean) as { icon: typeof Check; text: string }[];

  return (
    <aside
      aria-label="Price and enrolment"
      data-testid="course-price-card"
      className="overflow-hidden rounded-3xl bg-white text-slate-900 shadow-2xl shadow-brand-950/50 ring-1 ring-white/20"
    >
      <CourseThumbnail title={course.title} thumbnail={course.metaData.thumbnail} size="hero" />
      <div className="p-6 sm:p-7">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Course fee</p>
        <div className="mt-1">
          <PriceTag pricing={coursePricing(course)} size="lg" testId="course-price" />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Batch prices may differ; see each batch below.
        </p>
        <div className="mt-6 grid gap-3">
          <a href="#batches" className={buttonStyles({ size: 'lg', fullWidth: true })}>
            See open batches
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
          <button
            type="button"
            data-testid="course-callback"
            onClick={() => openCallbackPopup({ courseId: course._id })}
            className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
          >
            <PhoneCall className="size-4 text-brand-700" aria-hidden="true" />
            Request a callback
          </button>
        </div>
        <ul role="list" className="mt-6 space-y-2.5 border-t border-slate-100 pt-5">
          {includes.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-sm text-slate-700">
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                <Icon className="size-3.5" strokeWidth={2.5} aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
