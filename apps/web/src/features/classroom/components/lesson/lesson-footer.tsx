import { ArrowLeft, ArrowRight, Check, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';

import type { ClassroomLesson } from '@app/shared';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

import type { useMarkLessonDone } from '../../api/lesson.ts';

/** Previous / Mark as done / Next under a lesson. */
export function LessonFooter({
  batchId,
  lesson,
  markDone,
}: {
  batchId: string;
  lesson: ClassroomLesson;
  markDone: ReturnType<typeof useMarkLessonDone>;
}) {
  const to = (id: string) => `/classroom/${batchId}/lessons/${id}`;
  return (
    <nav
      aria-label="Lesson navigation"
      className="mt-10 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-[1fr_auto_1fr] sm:items-center"
    >
      <div className="order-2 sm:order-1">
        {lesson.prev && (
          <Link
            to={to(lesson.prev._id)}
            data-testid="lesson-prev"
            className="group flex min-w-0 items-center gap-2 text-sm text-slate-600 hover:text-slate-900"
          >
            <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block text-xs font-semibold text-slate-500">Previous</span>
              <span className="block truncate font-semibold">{lesson.prev.title}</span>
            </span>
          </Link>
        )}
      </div>
      <div className="order-1 sm:order-2">
        {!lesson.opensOn &&
          (lesson.completed ? (
            <Button
              icon={RotateCcw}
              variant="secondary"
              fullWidth
              onClick={() => markDone.mutate(false)}
              isLoading={markDone.isPending}
              loadingText="Saving…"
              data-testid="lesson-undo"
            >
              Mark as not done
            </Button>
          ) : (
            <Button
              icon={Check}
              fullWidth
              onClick={() => markDone.mutate(true)}
              isLoading={markDone.isPending}
              loadingText="Saving…"
              data-testid="lesson-mark-done"
            >
              Mark as done
            </Button>
          ))}
      </div>
      <div className="order-3 sm:text-right">
        {lesson.next && (
          <Link
            to={to(lesson.next._id)}
            data-testid="lesson-next"
            className={buttonStyles({
              variant: lesson.completed ? 'primary' : 'ghost',
              className: 'w-full min-w-0 sm:w-auto sm:max-w-full',
            })}
          >
            <span className="min-w-0 truncate">Next: {lesson.next.title}</span>
            <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
          </Link>
        )}
      </div>
    </nav>
  );
}
