import { CalendarClock } from 'lucide-react';

import { formatDay, type ClassroomLesson } from '@app/shared';

import { LessonMarkdown } from '@/components/markdown/lesson-markdown';

import { LessonResources } from './lesson-resources.tsx';
import { LessonVideo } from './lesson-video.tsx';
import { PracticePanel } from './practice-panel.tsx';

/**
 * What the lesson teaches, in the order a student takes it: the video, the practice problem,
 * the notes, then the resources. A lesson not open yet says when it opens.
 */
export function LessonBody({
  batchId,
  lesson,
  onWatched,
}: {
  batchId: string;
  lesson: ClassroomLesson;
  onWatched: () => void;
}) {
  if (lesson.opensOn) {
    return (
      <div
        data-testid="lesson-locked"
        className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      >
        <CalendarClock className="size-10 text-brand-600" aria-hidden="true" />
        <p className="text-lg font-bold text-slate-900">
          This lesson opens on {formatDay(lesson.opensOn)}
        </p>
        <p className="max-w-md text-sm text-slate-600">
          Its module unlocks as your batch reaches it. Until then, finish the lessons before it.
        </p>
      </div>
    );
  }
  const isEmpty =
    !lesson.videoUrl && !lesson.problem && !lesson.body.trim() && lesson.resources.length === 0;
  return (
    <div className="mt-6 space-y-8">
      {lesson.videoUrl && (
        <LessonVideo url={lesson.videoUrl} title={lesson.title} onWatched={onWatched} />
      )}
      {lesson.problem && (
        <PracticePanel
          key={lesson._id}
          batchId={batchId}
          lessonId={lesson._id}
          problem={lesson.problem}
        />
      )}
      {lesson.body.trim() && (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <LessonMarkdown>{lesson.body}</LessonMarkdown>
        </div>
      )}
      {lesson.resources.length > 0 && <LessonResources resources={lesson.resources} />}
      {isEmpty && (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
          Your instructor covers this lesson in class. Mark it as done once you have finished it.
        </p>
      )}
    </div>
  );
}
