import * as Accordion from '@radix-ui/react-accordion';
import { clsx } from 'clsx';
import { Check, CircleCheckBig, Clock3 } from 'lucide-react';
import { useMemo } from 'react';

import { COURSES_MSG, plural, type CourseModule } from '@app/shared';

import { ModuleItem } from '@/components/site/module-item';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';

import type { useCourseModules } from '../api/get-course-content.ts';
import type { useLessonProgress, useTickLesson } from '../api/lesson-progress.ts';
import { BlockSkeleton } from './block-skeleton.tsx';

type LessonListProps = {
  modules: ReturnType<typeof useCourseModules>;
  progress: ReturnType<typeof useLessonProgress>;
  tick: ReturnType<typeof useTickLesson>;
};

function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

/** The course's modules and lessons, each lesson with its "done" checkbox (saved at once). */
export function LessonList({ modules: modulesState, progress, tick }: LessonListProps) {
  const { data: modules, error, refetch } = modulesState;
  const completed = useMemo(() => new Set(progress.data?.completed ?? []), [progress.data]);

  if (error && !modules) {
    return (
      <InlineError
        testId="classroom-modules-error"
        message={getErrorMessage(error, COURSES_MSG.fetchModulesFailed)}
        onRetry={() => void refetch()}
      />
    );
  }
  // Waiting for the ticks too, so the first unfinished module is the one that opens.
  if (!modules || (!progress.data && !progress.error)) return <BlockSkeleton />;
  if (modules.length === 0) {
    return (
      <p
        data-testid="classroom-modules-empty"
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600"
      >
        The syllabus for this course is being prepared. Lessons will appear here before the batch
        starts.
      </p>
    );
  }

  const isDone = (module: CourseModule, i: number) => completed.has(module.lessons[i]!._id);
  const firstOpen =
    modules.find((m) => m.lessons.some((_, i) => !isDone(m, i)))?._id ?? modules[0]!._id;

  return (
    <div className="space-y-3">
      {progress.error && (
        <InlineError
          testId="classroom-progress-error"
          message={getErrorMessage(progress.error, 'Failed to load your progress')}
          onRetry={() => void progress.refetch()}
        />
      )}
      <Accordion.Root
        type="multiple"
        defaultValue={[firstOpen]}
        data-testid="classroom-modules"
        className="space-y-3"
      >
        {modules.map((module, index) => {
          const doneCount = module.lessons.filter((_, i) => isDone(module, i)).length;
          const isComplete = module.lessons.length > 0 && doneCount === module.lessons.length;
          return (
            <ModuleItem
              key={module._id}
              value={module._id}
              testId="classroom-module"
              lead={
                <span
                  className={clsx(
                    'grid size-9 shrink-0 place-items-center rounded-xl text-sm font-extrabold',
                    isComplete ? 'bg-emerald-100 text-emerald-700' : 'bg-brand-50 text-brand-700',
                  )}
                >
                  {isComplete ? (
                    <CircleCheckBig className="size-5" aria-label="Completed" />
                  ) : (
                    index + 1
                  )}
                </span>
              }
              title={module.title}
              summary={
                module.lessons.length > 0
                  ? `${doneCount} of ${plural(module.lessons.length, 'lesson')} done`
                  : 'No lessons yet'
              }
            >
              {module.description && (
                <p className="px-4 pt-3 text-sm leading-relaxed text-slate-600 sm:px-5">
                  {module.description}
                </p>
              )}
              <ul role="list" className="divide-y divide-slate-100 px-2 py-1.5 sm:px-3">
                {module.lessons.map((lesson) => {
                  const key = lesson._id;
                  const checked = completed.has(key);
                  return (
                    <li key={key}>
                      <label
                        data-testid="classroom-lesson"
                        data-lesson-key={key}
                        className={clsx(
                          'flex cursor-pointer items-center gap-3 rounded-xl px-2 py-3 transition hover:bg-slate-50 has-[:disabled]:cursor-default',
                        )}
                      >
                        <input
                          type="checkbox"
                          data-testid="classroom-lesson-checkbox"
                          className="peer sr-only"
                          checked={checked}
                          disabled={!progress.data}
                          onChange={(e) =>
                            tick.mutate({ lessonKey: key, completed: e.target.checked })
                          }
                        />
                        <span
                          aria-hidden="true"
                          className={clsx(
                            'grid size-5 shrink-0 place-items-center rounded-md border-2 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                            checked
                              ? 'border-emerald-500 bg-emerald-500 text-white'
                              : 'border-slate-300 bg-white',
                          )}
                        >
                          {checked && <Check className="size-3.5" strokeWidth={3} />}
                        </span>
                        <span
                          className={clsx(
                            'min-w-0 flex-1 text-sm break-words',
                            checked
                              ? 'text-slate-500 line-through decoration-slate-300'
                              : 'font-medium text-slate-800',
                          )}
                        >
                          {lesson.title}
                        </span>
                        {lesson.durationMinutes > 0 && (
                          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-500 tabular-nums">
                            <Clock3 className="size-3.5" aria-hidden="true" />
                            {minutesText(lesson.durationMinutes)}
                          </span>
                        )}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </ModuleItem>
          );
        })}
      </Accordion.Root>
    </div>
  );
}
