import { clsx } from 'clsx';
import { CircleCheckBig, Lock } from 'lucide-react';
import { useMemo } from 'react';

import {
  COURSES_MSG,
  formatDay,
  istToday,
  moduleShutUntil,
  plural,
  type LessonOutline,
} from '@app/shared';

import { ModuleItem } from '@/components/site/module-item';
import * as Accordion from '@/components/ui/accordion';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';

import type { useCourseModules } from '../api/get-course-content.ts';
import type { useLessonProgress, useTickLesson } from '../api/lesson-progress.ts';
import { BlockSkeleton } from './block-skeleton.tsx';
import { LessonRow } from './lesson-row.tsx';

type LessonListProps = {
  batchId: string;
  batchStart: string;
  modules: ReturnType<typeof useCourseModules>;
  progress: ReturnType<typeof useLessonProgress>;
  tick: ReturnType<typeof useTickLesson>;
};

/**
 * The course's modules and lessons: each lesson opens its page, and its "done" checkbox saves at
 * once. A module that drips opens on its day; until then its lessons are locked.
 */
export function LessonList({
  batchId,
  batchStart,
  modules: modulesState,
  progress,
  tick,
}: LessonListProps) {
  const today = istToday();
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

  const isDone = (lesson: LessonOutline) => completed.has(lesson._id);
  const firstOpen = modules.find((m) => m.lessons.some((l) => !isDone(l)))?._id ?? modules[0]!._id;

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
          const shutUntil = moduleShutUntil(batchStart, module.unlockDay, today);
          const doneCount = module.lessons.filter(isDone).length;
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
                shutUntil ? (
                  <span className="inline-flex items-center gap-1 font-semibold text-amber-700">
                    <Lock className="size-3.5" aria-hidden="true" />
                    Opens on {formatDay(shutUntil)}
                  </span>
                ) : module.lessons.length > 0 ? (
                  `${doneCount} of ${plural(module.lessons.length, 'lesson')} done`
                ) : (
                  'No lessons yet'
                )
              }
            >
              {module.description && (
                <p className="px-4 pt-3 text-sm leading-relaxed text-slate-600 sm:px-5">
                  {module.description}
                </p>
              )}
              <ul role="list" className="divide-y divide-slate-100 px-2 py-1.5 sm:px-3">
                {module.lessons.map((lesson) => (
                  <LessonRow
                    key={lesson._id}
                    lesson={lesson}
                    href={`/classroom/${batchId}/lessons/${lesson._id}`}
                    checked={completed.has(lesson._id)}
                    locked={shutUntil !== null}
                    disabled={!progress.data || shutUntil !== null}
                    onTick={(done) => tick.mutate({ lessonKey: lesson._id, completed: done })}
                  />
                ))}
              </ul>
            </ModuleItem>
          );
        })}
      </Accordion.Root>
    </div>
  );
}
