import { CircleCheck, Clock3 } from 'lucide-react';

import { LESSON_KIND_LABELS, type ClassroomLesson } from '@app/shared';

import { minutesText } from '../../lib/display.ts';

/** The lesson's module, title, kind, length and whether it is done. */
export function LessonHeading({ lesson }: { lesson: ClassroomLesson }) {
  return (
    <header className="mt-5">
      <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">
        Module {lesson.module.order} · {lesson.module.title}
      </p>
      <h1
        data-testid="lesson-title"
        className="mt-1.5 text-2xl font-extrabold tracking-tight text-balance break-words text-slate-900 sm:text-3xl"
      >
        {lesson.title}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 ring-1 ring-brand-600/20">
          {LESSON_KIND_LABELS[lesson.kind]}
        </span>
        {lesson.durationMinutes > 0 && (
          <span className="inline-flex items-center gap-1 text-slate-600">
            <Clock3 className="size-3.5" aria-hidden="true" />
            {minutesText(lesson.durationMinutes)}
          </span>
        )}
        {lesson.completed && (
          <span
            data-testid="lesson-done-badge"
            className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 ring-1 ring-emerald-600/20"
          >
            <CircleCheck className="size-3.5" aria-hidden="true" />
            Done
          </span>
        )}
      </div>
    </header>
  );
}
