import { clsx } from 'clsx';
import { ArrowLeft, BookOpen, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';

import {
  BATCH_STATUS_LABELS,
  formatDateRange,
  istToday,
  moduleShutUntil,
  type ClassroomBatch,
} from '@app/shared';

import { CourseThumbnail } from '@/components/site/course-thumbnail';
import { GlowBand } from '@/components/site/glow-band';
import { buttonStyles } from '@/components/ui/button-styles';

import { useCourseAnnouncements, useCourseModules } from '../api/get-course-content.ts';
import { useLessonProgress, useTickLesson } from '../api/lesson-progress.ts';
import { STATUS_STYLES } from '../lib/display.ts';
import { Announcements } from './announcements.tsx';
import { AssignmentsSection } from './assignments-section.tsx';
import { BatchQuizzes } from './batch-quizzes.tsx';
import { BatchSidebar } from './batch-sidebar.tsx';
import { CompletionCard } from './completion-card.tsx';
import { LessonList } from './lesson-list.tsx';
import { LiveClassesCard } from './live-classes-card.tsx';
import { ProgressBar } from './progress-bar.tsx';

/** One batch's classroom: progress, lessons with ticks, announcements, schedule and people. */
export function BatchDetail({ item, hasOthers }: { item: ClassroomBatch; hasOthers: boolean }) {
  const { batch, course } = item;
  const modules = useCourseModules(course._id);
  const announcements = useCourseAnnouncements(course._id);
  const progress = useLessonProgress(batch._id);
  const tick = useTickLesson(batch._id);

  // Live numbers once both are here (a tick shows at once); the list's numbers until then.
  const total = modules.data
    ? modules.data.reduce((n, m) => n + m.lessons.length, 0)
    : item.progress.totalLessons;
  const done =
    modules.data && progress.data
      ? modules.data.reduce(
          (n, m) => n + m.lessons.filter((l) => progress.data.completed.includes(l._id)).length,
          0,
        )
      : item.progress.completedLessons;

  // The first open lesson not done yet: where "Continue" goes.
  const next =
    modules.data && progress.data
      ? modules.data
          .filter((m) => !moduleShutUntil(batch.startDate, m.unlockDay, istToday()))
          .flatMap((m) => m.lessons)
          .find((lesson) => !progress.data.completed.includes(lesson._id))
      : undefined;

  return (
    <div data-testid="classroom-detail">
      <title>{`${course.title}: ${batch.name} | KodeSchool`}</title>
      <GlowBand>
        <div className="container-page py-8 sm:py-10">
          {hasOthers ? (
            <Link
              to="/classroom"
              data-testid="classroom-back"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-200 hover:text-white"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              All my batches
            </Link>
          ) : (
            <p className="text-sm font-semibold text-brand-200">My classroom</p>
          )}
          <div className="mt-5 flex flex-col gap-6 sm:flex-row sm:items-center">
            <CourseThumbnail
              title={course.title}
              thumbnail={course.thumbnail}
              size="small"
              className="aspect-video w-36 shrink-0 rounded-xl ring-1 ring-white/15 sm:w-44"
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={clsx(
                    'rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
                    STATUS_STYLES[batch.status],
                  )}
                >
                  {BATCH_STATUS_LABELS[batch.status]}
                </span>
                <span className="text-sm text-brand-100">
                  {formatDateRange(batch.startDate, batch.endDate)}
                </span>
              </div>
              <h1
                data-testid="classroom-course-title"
                className="mt-2 text-2xl font-extrabold tracking-tight text-balance break-words sm:text-3xl"
              >
                {course.title}
              </h1>
              <p data-testid="classroom-batch-name" className="mt-1 text-brand-100">
                {batch.name}
              </p>
              <div className="mt-4 max-w-md">
                <ProgressBar done={done} total={total} tone="dark" testId="classroom-progress" />
              </div>
              {next && (
                <Link
                  to={`/classroom/${batch._id}/lessons/${next._id}`}
                  data-testid="classroom-continue"
                  className={buttonStyles({ variant: 'inverse', className: 'mt-5 max-w-full' })}
                >
                  <PlayCircle className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">
                    {done === 0 ? 'Start' : 'Continue'}: {next.title}
                  </span>
                </Link>
              )}
            </div>
          </div>
        </div>
      </GlowBand>

      <div className="container-page grid items-start gap-8 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          <LiveClassesCard batchId={batch._id} />
          <section aria-labelledby="lessons-title">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <div>
                <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">
                  Curriculum
                </p>
                <h2
                  id="lessons-title"
                  className="mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl"
                >
                  Modules and lessons
                </h2>
              </div>
              <p className="text-sm text-slate-500">
                Open a lesson to learn; tick it once you have finished.
              </p>
            </div>
            <div className="mt-5">
              <LessonList
                batchId={batch._id}
                batchStart={batch.startDate}
                modules={modules}
                progress={progress}
                tick={tick}
              />
            </div>
          </section>
          <AssignmentsSection batchId={batch._id} />
          <BatchQuizzes batchId={batch._id} />
          <section aria-labelledby="news-title">
            <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">News</p>
            <h2 id="news-title" className="mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl">
              Announcements
            </h2>
            <div className="mt-5">
              <Announcements state={announcements} />
            </div>
          </section>
          <Link
            to={`/courses/${course._id}`}
            className="link inline-flex items-center gap-1.5 text-sm"
          >
            <BookOpen className="size-4" aria-hidden="true" />
            View the course page
          </Link>
        </div>
        <aside className="space-y-5 lg:sticky lg:top-24">
          <CompletionCard batchId={batch._id} />
          <BatchSidebar item={item} />
        </aside>
      </div>
    </div>
  );
}
