import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, ListTree } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import type { ClassroomBatch, ClassroomLesson, CourseModule } from '@app/shared';

import { Button } from '@/components/ui/button';
import { SheetDialog } from '@/components/ui/sheet-dialog';

import { useMarkLessonDone } from '../../api/lesson.ts';
import { BlockSkeleton } from '../block-skeleton.tsx';
import { ProgressBar } from '../progress-bar.tsx';
import { LessonBody } from './lesson-body.tsx';
import { LessonFooter } from './lesson-footer.tsx';
import { LessonHeading } from './lesson-heading.tsx';
import { LessonOutline } from './lesson-outline.tsx';

type LessonViewProps = {
  batchId: string;
  lesson: ClassroomLesson;
  /** the batch from the student's list (course title, start day); undefined while it loads */
  item: ClassroomBatch | undefined;
  modules: CourseModule[] | undefined;
  completed: ReadonlySet<string>;
};

/** A lesson: its content, done state and neighbours, with the outline beside it (a drawer on phones). */
export function LessonView({ batchId, lesson, item, modules, completed }: LessonViewProps) {
  const [outlineOpen, setOutlineOpen] = useState(false);
  const markDone = useMarkLessonDone(batchId, lesson._id);
  const lessons = modules?.flatMap((m) => m.lessons) ?? [];
  const total = modules ? lessons.length : (item?.progress.totalLessons ?? 0);
  const done = modules
    ? lessons.filter((l) => completed.has(l._id)).length
    : (item?.progress.completedLessons ?? 0);

  const outline = (onNavigate?: () => void) =>
    modules && item ? (
      <LessonOutline
        batchId={batchId}
        batchStart={item.batch.startDate}
        modules={modules}
        completed={completed}
        currentId={lesson._id}
        onNavigate={onNavigate}
      />
    ) : (
      <BlockSkeleton />
    );
  const progress = <ProgressBar done={done} total={total} testId="lesson-progress" />;

  return (
    <div className="container-page grid items-start gap-8 py-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_19rem]">
      <article className="min-w-0" data-testid="lesson-page">
        <div className="flex items-center justify-between gap-3">
          <Link
            to={`/classroom?batch=${batchId}`}
            data-testid="lesson-back"
            className="inline-flex min-w-0 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{item?.course.title ?? 'My classroom'}</span>
          </Link>
          <Button
            icon={ListTree}
            variant="secondary"
            size="sm"
            className="lg:hidden"
            onClick={() => setOutlineOpen(true)}
            data-testid="lesson-outline-open"
          >
            Outline
          </Button>
        </div>
        <LessonHeading lesson={lesson} />
        <LessonBody
          batchId={batchId}
          lesson={lesson}
          onWatched={() => {
            if (!lesson.completed && !markDone.isPending) markDone.mutate(true);
          }}
        />
        <LessonFooter batchId={batchId} lesson={lesson} markDone={markDone} />
      </article>

      <aside className="hidden lg:sticky lg:top-24 lg:block">
        <div
          data-lenis-prevent
          className="max-h-[calc(100dvh-8rem)] space-y-5 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          {progress}
          {outline()}
        </div>
      </aside>

      <SheetDialog open={outlineOpen} onOpenChange={setOutlineOpen} testId="lesson-outline-drawer">
        <Dialog.Title className="pr-10 text-lg font-bold text-slate-900">
          Course outline
        </Dialog.Title>
        <Dialog.Description className="sr-only">
          Every module and lesson of the course, with what you have done.
        </Dialog.Description>
        <div className="mt-4 space-y-5">
          {progress}
          {outline(() => setOutlineOpen(false))}
        </div>
      </SheetDialog>
    </div>
  );
}
