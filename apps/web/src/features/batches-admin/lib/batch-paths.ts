/** Where the staff batch pages live (registered in app/admin-routes.tsx). */
export const batchPaths = {
  list: (courseId: string) => `/admin/courses/${courseId}/batches`,
  create: (courseId: string) => `/admin/courses/${courseId}/new/batch`,
  view: (courseId: string, batchId: string) => `/admin/courses/${courseId}/batches/${batchId}`,
  edit: (courseId: string, batchId: string) => `/admin/courses/${courseId}/batches/${batchId}/edit`,
  student: (courseId: string, batchId: string, studentId: string) =>
    `/admin/courses/${courseId}/batches/${batchId}/students/${studentId}`,
  courses: '/admin/courses',
};
