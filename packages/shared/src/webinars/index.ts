/**
 * Webinars (issue #6). Public base /api/v1, staff base /api/v1/admin, every staff route serves
 * menu `webinars` (super_admin, admin, instructor, mentor).
 *
 * Public:
 *   GET  /webinars → ZPublicWebinarListData (upcoming and live, soonest first)
 *   GET  /webinars/{webinarCode} → data.webinar (ZPublicWebinar) | 404 WEBINAR_MSG.notFound
 *   POST /webinars/{webinarCode}/register (ZWebinarRegisterBody) → 201 data.registration;
 *        409 alreadyRegistered (same phone) | registrationClosed | webinarFull | webinarOver.
 *        Sends a confirmation e-mail with an .ics attachment and the join link.
 *   GET  /certificates/{code} → data.certificate (ZCertificate) | 404 certificateNotFound
 *   GET  /certificates/{code}/pdf → application/pdf
 *
 * Staff:
 *   GET    /admin/webinars (ZWebinarListQuery) → ZWebinarListData
 *   POST   /admin/webinars (ZWebinarBody) → 201 data.webinar; 409 codeTaken
 *   GET    /admin/webinars/{id} → data.webinar
 *   PUT    /admin/webinars/{id} (ZWebinarUpdateBody) → data.webinar
 *   DELETE /admin/webinars/{id} → data.webinar (registrants and runs go; issued certificates stay
 *          verifiable)
 *   GET    /admin/webinars/{id}/students (ZWebinarStudentsQuery) → ZWebinarStudentsData
 *   GET    /admin/webinars/{id}/students/export.csv (same filters) → text/csv
 *   POST   /admin/webinars/{id}/attendance/import (text/csv) → data.report (ZAttendanceReport)
 *   PUT    /admin/webinars/users/{id} (ZWebinarUserUpdateBody) → data.webinarUser
 *   GET    /admin/webinars/users/search (ZWebinarUserSearchQuery) → ZWebinarUserSearchData
 *   POST   /admin/webinars/{id}/send-emails/preview (ZEmailPreviewBody) → data.preview
 *   POST   /admin/webinars/{id}/send-emails (ZSendEmailsBody) → 202 data.campaign
 *   POST   /admin/webinars/{id}/send-certificates (ZSendCertificatesBody) → 202 data.campaign
 *   GET    /admin/webinars/{id}/campaigns → data.campaigns (live counts; the page polls it)
 *   GET    /admin/webinars/{id}/certificates/{webinarUserId}/pdf → application/pdf (a preview
 *          with the attendee's code, or a sample code when none is issued yet)
 */
export * from './webinar.schema.ts';
export * from './webinar.ts';
