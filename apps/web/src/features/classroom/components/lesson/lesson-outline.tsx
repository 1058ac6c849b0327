import { clsx } from 'clsx';
import { CircleCheck, Circle, Lock, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';

import { formatDay, istToday, moduleShutUntil, type CourseModule } from '@app/shared';

type LessonOutlineProps = {
  batchId: string;
  batchStart: string;
  modules: CourseModule[];
  completed: ReadonlySet<string>;
  currentId: string;
  /** Called after a lesson is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
};

/** The course's modules and lessons beside a lesson: done ones ticked, shut ones locked. */
export function LessonOutline({
  batchId,
  batchStart,
  modules,
  completed,
  currentId,
  onNavigate,
}: LessonOutlineProps) {
  return (
    <nav aria-label="Course outline" data-testid="lesson-outline">
      <ol role="list" className="space-y-5">
        {modules.map((module) => {
          const shutUntil = moduleShutUntil(batchStart, module.unlockDay, istToday());
          return (
            <li key={module._id}>
              <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">
                Module {module.order}
              </p>
              <p className="mt-0.5 text-sm font-bold text-slate-900">{module.title}</p>
              {shutUntil && (
                <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-amber-700">
                  <Lock className="size-3.5" aria-hidden="true" />
                  Opens on {formatDay(shutUntil)}
                </p>
              )}
              <ul role="list" className="mt-2 space-y-0.5">
                {module.lessons.map((lesson) => {
                  const isCurrent = lesson._id === currentId;
                  const isDone = completed.has(lesson._id);
                  const Icon = shutUntil
                    ? Lock
                    : isDone
                      ? CircleCheck
                      : isCurrent
                        ? PlayCircle
                        : Circle;
                  return (
                    <li key={lesson._id}>
                      <Link
                        to={`/classroom/${batchId}/lessons/${lesson._id}`}
                        onClick={onNavigate}
                        aria-current={isCurrent ? 'page' : undefined}
                        data-testid="lesson-outline-item"
                        data-done={isDone || undefined}
                        className={clsx(
                          'flex items-start gap-2.5 rounded-lg px-2.5 py-2 text-sm transition',
                          isCurrent
                            ? 'bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-200'
                            : 'text-slate-700 hover:bg-slate-100',
                        )}
                      >
                        <Icon
                          className={clsx(
                            'mt-0.5 size-4 shrink-0',
                            isDone
                              ? 'text-emerald-600'
                              : shutUntil
                                ? 'text-slate-400'
                                : 'text-brand-600',
                          )}
                          aria-label={isDone ? 'Done' : shutUntil ? 'Locked' : undefined}
                          aria-hidden={isDone || shutUntil ? undefined : true}
                        />
                        <span className="min-w-0 flex-1 break-words">{lesson.title}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
