import { useMemo } from 'react';
import { useParams } from 'react-router';

import { ID_PATTERN } from '@app/shared';

import { RecordLoader } from '@/components/ui/record-loader';
import { useMyBatches } from '@/core/student';

import { useCourseModules } from '../api/get-course-content.ts';
import { useLessonProgress } from '../api/lesson-progress.ts';
import { LESSON_LOAD_FAILED, useLesson } from '../api/lesson.ts';
import { LessonView } from '../components/lesson/lesson-view.tsx';

/** /classroom/{batchId}/lessons/{lessonId}: one lesson of an enrolled batch, with the outline. */
export default function LessonPage() {
  const { batchId = '', lessonId = '' } = useParams();
  const lesson = useLesson(batchId, lessonId);
  const batches = useMyBatches();
  const item = batches.data?.find((b) => b.batch._id === batchId);
  const modules = useCourseModules(item?.course._id ?? '');
  const progress = useLessonProgress(batchId);
  const completed = useMemo(() => new Set(progress.data?.completed ?? []), [progress.data]);
  const back = { to: `/classroom?batch=${batchId}`, label: 'Back to the classroom' };

  return (
    <div className="min-h-[60vh] bg-slate-50">
      <RecordLoader
        query={lesson}
        isValidId={ID_PATTERN.test(batchId) && ID_PATTERN.test(lessonId)}
        notFound={{
          title: 'Lesson not found',
          description: 'This lesson is not part of a batch you are enrolled in, or it was removed.',
        }}
        failedMessage={LESSON_LOAD_FAILED}
        loadingLabel="Loading lesson..."
        back={back}
        testId="lesson-problem"
      >
        {(data) => (
          <>
            <title>{`${data.title} | ${item?.course.title ?? 'Classroom'} | KodeSchool`}</title>
            <LessonView
              batchId={batchId}
              lesson={data}
              item={item}
              modules={modules.data}
              completed={completed}
            />
          </>
        )}
      </RecordLoader>
    </div>
  );
}
