import { useNavigate, useParams } from 'react-router';

import { COURSES_MSG, ID_PATTERN, type Batch, type BatchBodyParsed } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { RecordProblem } from '@/components/ui/record-loader';
import { RouteLoader } from '@/components/ui/route-loader';
import { isNotFound } from '@/core/api-client';

import { fieldErrorsOf } from '../api/batch-errors.ts';
import { useCreateBatch } from '../api/create-batch.ts';
import { useCourseOption } from '../api/get-batch-options.ts';
import { useUpdateBatch } from '../api/update-batch.ts';
import { BatchForm } from '../components/batch-form.tsx';
import { BatchLoader, Breadcrumbs } from '../components/batch-page-states.tsx';
import { changedFields } from '../lib/batch-diff.ts';
import { batchValues, newBatchValues } from '../lib/batch-form-values.ts';
import { batchCrumbs, batchPaths, courseCrumbs } from '../lib/batch-paths.ts';

/** /admin/courses/{courseId}/new/batch and /admin/courses/{courseId}/batches/{batchId}/edit */
export default function AdminBatchFormPage() {
  const { courseId = '', batchId } = useParams();
  return batchId === undefined ? (
    <CreateBatchPage courseId={courseId} />
  ) : (
    <EditBatchPage courseId={courseId} batchId={batchId} />
  );
}

function CreateBatchPage({ courseId }: { courseId: string }) {
  const navigate = useNavigate();
  const isValidCourse = ID_PATTERN.test(courseId);
  const course = useCourseOption(courseId, isValidCourse);
  const create = useCreateBatch();

  if (!isValidCourse || isNotFound(course.error)) {
    return (
      <RecordProblem
        title={isValidCourse ? COURSES_MSG.courseNotFound : COURSES_MSG.invalidCourseId}
        description="A batch belongs to a course. Open the course list and add the batch from there."
        back={{ to: batchPaths.courses, label: 'Back to courses' }}
        testId="batch-error"
      />
    );
  }

  // The form starts from the course (newBatchValues), so it waits for it; a course that cannot
  // be read still leaves an empty form to fill in.
  if (course.isPending) return <RouteLoader message="Loading course…" />;
  const title = course.data?.title ?? 'Course';
  const onSubmit = async (values: BatchBodyParsed) => {
    try {
      const batch = await create.mutateAsync({ ...values, course: courseId });
      navigate(batchPaths.view(batch.course, batch._id));
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };

  return (
    <div className="mx-auto max-w-6xl">
      <Breadcrumbs items={courseCrumbs(courseId, title, { label: 'New batch' })} />
      <AdminPageHeader title="New batch" description={`For ${title}`} />
      <BatchForm
        defaultValues={newBatchValues(courseId, course.data)}
        onSubmit={onSubmit}
        isSaving={create.isPending}
        submitLabel="Create batch"
        cancelTo={batchPaths.list(courseId)}
      />
    </div>
  );
}

function EditBatchPage({ courseId, batchId }: { courseId: string; batchId: string }) {
  return (
    <BatchLoader courseId={courseId} batchId={batchId}>
      {(batch) => <EditBatchForm batch={batch} />}
    </BatchLoader>
  );
}

function EditBatchForm({ batch }: { batch: Batch }) {
  const navigate = useNavigate();
  const update = useUpdateBatch();
  const onSubmit = async (values: BatchBodyParsed) => {
    const patch = changedFields(batch, values);
    if (Object.keys(patch).length === 0) {
      navigate(batchPaths.view(batch.course, batch._id));
      return;
    }
    try {
      const saved = await update.mutateAsync({ kind: 'edit', id: batch._id, patch });
      navigate(batchPaths.view(saved.course, saved._id));
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };

  return (
    <div className="mx-auto max-w-6xl">
      <Breadcrumbs items={batchCrumbs(batch, 'Edit')} />
      <AdminPageHeader title={`Edit ${batch.name}`} description={batch.courseTitle} />
      <BatchForm
        key={batch._id}
        defaultValues={batchValues(batch)}
        batch={batch}
        onSubmit={onSubmit}
        isSaving={update.isPending}
        submitLabel="Save changes"
        cancelTo={batchPaths.view(batch.course, batch._id)}
      />
    </div>
  );
}
