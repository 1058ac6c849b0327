/** Where the staff batch pages live (registered in app/admin-routes.tsx). */
export const batchPaths = {
  list: (courseId: string) => `/admin/courses/${courseId}/batches`,
  create: (courseId: string) => `/admin/courses/${courseId}/new/batch`,
  view: (courseId: string, batchId: string) => `/admin/courses/${courseId}/batches/${batchId}`,
  edit: (courseId: string, batchId: string) => `/admin/courses/${courseId}/batches/${batchId}/edit`,
  student: (courseId: string, batchId: string, studentId: string) =>
    `/admin/courses/${courseId}/batches/${batchId}/students/${studentId}`,
  reviews: (courseId: string, batchId: string) =>
    `/admin/courses/${courseId}/batches/${batchId}/reviews`,
  courses: '/admin/courses',
};

export type Crumb = { label: string; to?: string };

/** Courses › the course's batches › …, for the Breadcrumbs of a course's batch pages. */
export const courseCrumbs = (courseId: string, courseTitle: string, ...rest: Crumb[]): Crumb[] => [
  { label: 'Courses', to: batchPaths.courses },
  { label: courseTitle, to: batchPaths.list(courseId) },
  ...rest,
];

/** Courses › course › batch, then `here` (the batch a link back) when a page below it shows. */
export const batchCrumbs = (
  batch: { _id: string; name: string; course: string; courseTitle: string },
  here?: string,
): Crumb[] =>
  here === undefined
    ? courseCrumbs(batch.course, batch.courseTitle, { label: batch.name })
    : courseCrumbs(
        batch.course,
        batch.courseTitle,
        { label: batch.name, to: batchPaths.view(batch.course, batch._id) },
        { label: here },
      );
