/**
 * Course catalogue and batches (issue #4). Routes (public base /api/v1, staff base /api/v1/admin,
 * staff menu 'courses'):
 *
 * Public (Cache-Control public, max-age=60 + ETag; 304 on If-None-Match):
 *   GET /courses (ZCourseListQuery) → data.courses (published only)
 *   GET /courses/{id} → data.course                       404 'Course not found'
 *   GET /courses/{id}/modules → data.data.modules
 *   GET /courses/{id}/announcements → data.announcements
 *   GET /batches/course/{courseId} → data.batches (active, not completed, of a published course)
 *   GET /batches/{id} → data.batch                       400 'Invalid batch ID', 404 'Batch not found'
 *
 * Admin:
 *   GET /courses (ZAdminCourseListQuery) → data{courses, pagination}
 *   GET /courses/{id} → data.course
 *   POST /courses (ZCourseBody) → 201 data.course
 *   PUT /courses/{id} (ZCourseBody) → data.course
 *   DELETE /courses/{id} → 409 when it has enrolments
 *   GET /courses/{id}/modules → data.data.modules
 *   PUT /courses/{id}/modules (ZCourseModulesBody: full ordered list) → data.data.modules
 *   GET /courses/{id}/announcements → data.announcements
 *   POST /courses/{id}/announcements (ZAnnouncementBody) → 201 data.announcement
 *   DELETE /courses/{id}/announcements/{announcementId}
 *   GET /batches?course=<id|all>&page&limit → data{course, batches, studentCount, pagination}
 *   GET /batches/{id} → data.batch
 *   POST /batches (ZBatchBody) → 201 data.createdBatch
 *   PATCH /batches/{id} (ZBatchPatchBody; only {isActive} = toggle) → data.batch,
 *     message 'Batch updated successfully' or 'Batch status updated'
 *   DELETE /batches/{id} → 'Batch deleted successfully' (409 when it has enrolments)
 *   GET /courses/staff → data.staff (instructor/mentor choices: ZPersonRef[])
 */
export * from './assignment.schema.ts';
export * from './batch.schema.ts';
export * from './course.schema.ts';
export * from './lesson.schema.ts';
export * from './live-class.schema.ts';
export * from './messages.ts';
export * from './pricing.ts';
export * from './course-kinds.ts';
export * from './batch-status.ts';
