import { UPLOADED_FILE_PATH } from '../files.ts';
import { listPageFields, ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { contactFields } from '../leads/contact-fields.ts';
import { ZUtm, ZUtmData } from '../leads/utm.schema.ts';
import { z } from '../zod.ts';
import {
  CERTIFICATE_STATUSES,
  EMAIL_AUDIENCES,
  unknownPlaceholders,
  WEBINAR_CODE_PATTERN,
  WEBINAR_MSG,
  WEBINAR_STATUSES,
} from './webinar.ts';

/**
 * Webinars (issue #6). A webinar is identified publicly by its webinarCode; a webinar user
 * (a registrant) by phone within one webinar. Times are ISO strings (UTC), shown in IST.
 */

const ZHttpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), WEBINAR_MSG.joinLinkInvalid);

export const ZSpeaker = z.strictObject({
  name: z.string().trim().min(1, WEBINAR_MSG.speakerNameRequired).max(100),
  title: z.string().trim().max(150).default(''),
});
export type Speaker = z.infer<typeof ZSpeaker>;

// Without defaults: the update body makes these optional, and Zod 4 applies a default inside
// optional, so a field left out of a PUT would become null.
const ZCoverImage = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => v === '' || /^(https?:\/\/|\/uploads\/)[^\s]+$/i.test(v) || UPLOADED_FILE_PATH.test(v),
    WEBINAR_MSG.coverInvalid,
  )
  .nullable();
const ZCapacity = z
  .number({ error: WEBINAR_MSG.capacityRange })
  .int(WEBINAR_MSG.capacityRange)
  .min(1, WEBINAR_MSG.capacityRange)
  .max(100_000, WEBINAR_MSG.capacityRange)
  .nullable();

const webinarFields = {
  webinarCode: z
    .string({ error: WEBINAR_MSG.codeRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: WEBINAR_MSG.codeRequired, abort: true })
    .regex(WEBINAR_CODE_PATTERN, WEBINAR_MSG.codeFormat),
  title: z
    .string({ error: WEBINAR_MSG.titleRequired })
    .trim()
    .min(1, WEBINAR_MSG.titleRequired)
    .max(150, WEBINAR_MSG.titleTooLong),
  description: z.string().trim().max(5000).default(''),
  speakers: z.array(ZSpeaker).max(10).default([]),
  startTime: z.iso.datetime({ offset: true, error: WEBINAR_MSG.startRequired }),
  durationMinutes: z.coerce
    .number({ error: WEBINAR_MSG.durationRange })
    .int(WEBINAR_MSG.durationRange)
    .min(15, WEBINAR_MSG.durationRange)
    .max(600, WEBINAR_MSG.durationRange),
  joinLink: ZHttpUrl,
  /**
   * an uploaded image (POST /admin/uploads/thumbnail → /api/v1/files/{id}; /uploads/… also
   * accepted) or an http(s) URL; '' or null for none
   */
  coverImage: ZCoverImage.default(null).transform((v) => (v ? v : null)),
  registrationOpen: z.boolean().default(true),
  /** null: no limit */
  capacity: ZCapacity.default(null),
  certificateEnabled: z.boolean().default(true),
  /** printed under the signature line of the certificate */
  certificateSignatory: z.string().trim().max(100).default(''),
  certificateSignatoryTitle: z.string().trim().max(100).default(''),
};

/** POST /admin/webinars; the create and edit form. */
export const ZWebinarBody = z.strictObject(webinarFields);
export type WebinarBody = z.input<typeof ZWebinarBody>;
export type WebinarValues = z.output<typeof ZWebinarBody>;
/** PUT /admin/webinars/{id}: any subset of the fields. */
export const ZWebinarUpdateBody = z.strictObject({
  webinarCode: webinarFields.webinarCode.optional(),
  title: webinarFields.title.optional(),
  description: z.string().trim().max(5000).optional(),
  speakers: z.array(ZSpeaker).max(10).optional(),
  startTime: webinarFields.startTime.optional(),
  durationMinutes: webinarFields.durationMinutes.optional(),
  joinLink: ZHttpUrl.optional(),
  coverImage: ZCoverImage.transform((v) => (v ? v : null)).optional(),
  registrationOpen: z.boolean().optional(),
  capacity: ZCapacity.optional(),
  certificateEnabled: z.boolean().optional(),
  certificateSignatory: z.string().trim().max(100).optional(),
  certificateSignatoryTitle: z.string().trim().max(100).optional(),
});
export type WebinarUpdateBody = z.input<typeof ZWebinarUpdateBody>;

/** Counts per webinar: registrants, attendees, certificates. */
export const ZWebinarCounts = z.object({
  registered: z.number().int(),
  attended: z.number().int(),
  certificatesSent: z.number().int(),
  certificatesFailed: z.number().int(),
});

/** A webinar as staff see it (GET/POST/PUT /admin/webinars…) → data.webinar / data.webinars[] */
export const ZWebinar = z.object({
  _id: z.string(),
  webinarCode: z.string(),
  title: z.string(),
  description: z.string(),
  speakers: z.array(z.object({ name: z.string(), title: z.string() })),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  endTime: z.string(),
  joinLink: z.string(),
  coverImage: z.string().nullable(),
  registrationOpen: z.boolean(),
  capacity: z.number().int().nullable(),
  certificateEnabled: z.boolean(),
  certificateSignatory: z.string(),
  certificateSignatoryTitle: z.string(),
  /** of the last certificate run: not_sent until one runs */
  certificateStatus: z.enum(CERTIFICATE_STATUSES),
  status: z.enum(WEBINAR_STATUSES),
  counts: ZWebinarCounts,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webinar = z.infer<typeof ZWebinar>;
export const ZWebinarData = z.object({ webinar: ZWebinar });

/** GET /admin/webinars */
export const ZWebinarListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: z.enum(WEBINAR_STATUSES).optional(),
  ...listPageFields,
});
export type WebinarListQuery = z.input<typeof ZWebinarListQuery>;
export const ZWebinarListData = z.object({ webinars: z.array(ZWebinar), pagination: ZPagination });

/** The public page (GET /webinars/{webinarCode}) → data.webinar; no join link (it is e-mailed). */
export const ZPublicWebinar = z.object({
  webinarCode: z.string(),
  title: z.string(),
  description: z.string(),
  speakers: z.array(z.object({ name: z.string(), title: z.string() })),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  endTime: z.string(),
  coverImage: z.string().nullable(),
  status: z.enum(WEBINAR_STATUSES),
  /** registration is open, the webinar is not over and not full */
  acceptingRegistrations: z.boolean(),
  /** why not, in the words shown to the visitor; null while accepting */
  closedReason: z.string().nullable(),
  /** null when the webinar has no capacity */
  seatsLeft: z.number().int().nullable(),
  registeredCount: z.number().int(),
  certificateEnabled: z.boolean(),
});
export type PublicWebinar = z.infer<typeof ZPublicWebinar>;
export const ZPublicWebinarData = z.object({ webinar: ZPublicWebinar });
/** GET /webinars → data.webinars: upcoming and live published webinars, soonest first. */
export const ZPublicWebinarListData = z.object({ webinars: z.array(ZPublicWebinar) });

/** The public registration form. A webinar user is identified by phone (+91, 10 digits). */
export const ZWebinarRegisterForm = z.object({
  ...contactFields(),
});
export type WebinarRegisterForm = z.input<typeof ZWebinarRegisterForm>;
/** POST /webinars/{webinarCode}/register → 201 data.registration */
export const ZWebinarRegisterBody = ZWebinarRegisterForm.extend({ utm: ZUtm.optional() }).strict();
export type WebinarRegisterBody = z.input<typeof ZWebinarRegisterBody>;
export const ZWebinarRegistration = z.object({
  webinarCode: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
});
export const ZWebinarRegistrationData = z.object({ registration: ZWebinarRegistration });

/** A registrant as staff see it (students list, search, PUT /admin/webinars/users/{id}). */
export const ZWebinarUser = z.object({
  _id: z.string(),
  webinarId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  attended: z.boolean(),
  /** minutes in the session, from an attendance import */
  attendedMinutes: z.number().int().nullable(),
  certificateStatus: z.enum(CERTIFICATE_STATUSES),
  certificateCode: z.string().nullable(),
  certificateError: z.string().nullable(),
  /** the platform account with this phone, if any */
  userId: z.string().nullable(),
  utm: ZUtmData.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebinarUser = z.infer<typeof ZWebinarUser>;
export const ZWebinarUserData = z.object({ webinarUser: ZWebinarUser });

/** GET /admin/webinars/{id}/students (and …/students/export.csv without page/limit) */
export const ZWebinarStudentsQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  attended: z.enum(['true', 'false']).optional(),
  certificateStatus: z.enum(CERTIFICATE_STATUSES).optional(),
  ...listPageFields,
});
export type WebinarStudentsQuery = z.input<typeof ZWebinarStudentsQuery>;
export const ZWebinarStudentsData = z.object({
  students: z.array(ZWebinarUser),
  pagination: ZPagination,
});

/** PUT /admin/webinars/users/{id}: attendance and corrections of name and e-mail. */
export const ZWebinarUserUpdateBody = z.strictObject({
  name: ZWebinarRegisterForm.shape.name.optional(),
  email: ZWebinarRegisterForm.shape.email.optional(),
  attended: z.boolean().optional(),
});
export type WebinarUserUpdateBody = z.input<typeof ZWebinarUserUpdateBody>;

/** GET /admin/webinars/users/search: phone, e-mail or name (the admin search rule) across webinars. */
export const ZWebinarUserSearchQuery = z.strictObject({
  search: z
    .string({ error: WEBINAR_MSG.searchRequired })
    .trim()
    .min(1, WEBINAR_MSG.searchRequired)
    .max(100),
  ...listPageFields,
});
export const ZWebinarUserHit = ZWebinarUser.extend({
  webinarCode: z.string(),
  webinarTitle: z.string(),
  webinarStartTime: z.string(),
});
export type WebinarUserHit = z.infer<typeof ZWebinarUserHit>;
export const ZWebinarUserSearchData = z.object({
  webinarUsers: z.array(ZWebinarUserHit),
  pagination: ZPagination,
});

/** POST /admin/webinars/{id}/attendance/import (text/csv body) → data.report */
/** The largest attendance file taken (a meeting tool's participants export is far smaller). */
export const ATTENDANCE_MAX_BYTES = 2 * 1024 * 1024;
export const ATTENDANCE_TOO_LARGE =
  'The file is larger than 2 MB; export only the participants list';

export const ZAttendanceReport = z.object({
  rows: z.number().int(),
  /** registrants newly marked attended */
  marked: z.number().int(),
  /** rows of registrants who were already marked */
  alreadyMarked: z.number().int(),
  unmatched: z.array(
    z.object({ row: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }),
  ),
});
export type AttendanceReport = z.infer<typeof ZAttendanceReport>;
export const ZAttendanceReportData = z.object({ report: ZAttendanceReport });

const emailFields = {
  subject: z
    .string({ error: WEBINAR_MSG.subjectRequired })
    .trim()
    .min(1, WEBINAR_MSG.subjectRequired)
    .max(200, WEBINAR_MSG.subjectTooLong),
  body: z
    .string({ error: WEBINAR_MSG.bodyRequired })
    .trim()
    .min(1, WEBINAR_MSG.bodyRequired)
    .max(20_000, WEBINAR_MSG.bodyTooLong),
  audience: z.enum(EMAIL_AUDIENCES).default('all'),
};
function refinePlaceholders<T extends { subject: string; body: string }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  for (const field of ['subject', 'body'] as const) {
    const bad = unknownPlaceholders(v[field])[0];
    if (bad) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: WEBINAR_MSG.unknownPlaceholder.replace('{name}', bad),
      });
    }
  }
}
/** POST /admin/webinars/{id}/send-emails → 202 data.campaign (the composer form, too) */
export const ZSendEmailsBody = z.strictObject(emailFields).superRefine(refinePlaceholders);
export type SendEmailsBody = z.input<typeof ZSendEmailsBody>;
/**
 * POST /admin/webinars/{id}/send-emails/preview → data.preview: the message as one recipient
 * (webinarUserId, or the first of the audience) will get it, and how many would get it.
 */
export const ZEmailPreviewBody = z
  .strictObject({ ...emailFields, webinarUserId: ZId.optional() })
  .superRefine(refinePlaceholders);
export const ZEmailPreview = z.object({
  to: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  recipientCount: z.number().int(),
});
export type EmailPreview = z.infer<typeof ZEmailPreview>;
export const ZEmailPreviewData = z.object({ preview: ZEmailPreview });

/** POST /admin/webinars/{id}/send-certificates: attendees without one (or, with resend, all). */
export const ZSendCertificatesBody = z.strictObject({
  /** also re-send to attendees who already got one (same code) or whose sending failed */
  resend: z.boolean().default(false),
});
export type SendCertificatesBody = z.input<typeof ZSendCertificatesBody>;

export const CAMPAIGN_KINDS = ['email', 'certificates'] as const;
export const CAMPAIGN_STATUSES = ['queued', 'sending', 'done'] as const;
/** A bulk e-mail or certificate run with its live counts (queued = not yet sent or failed). */
export const ZCampaign = z.object({
  _id: z.string(),
  webinarId: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  subject: z.string(),
  audience: z.enum(EMAIL_AUDIENCES),
  status: z.enum(CAMPAIGN_STATUSES),
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof ZCampaign>;
export const ZCampaignData = z.object({ campaign: ZCampaign });
/** GET /admin/webinars/{id}/campaigns → data.campaigns (newest first) */
export const ZCampaignListData = z.object({ campaigns: z.array(ZCampaign) });

/** GET /certificates/{code} → data.certificate (public verification) */
export const ZCertificate = z.object({
  code: z.string(),
  /** webinar: of participation; course: of completion (issue 17) */
  kind: z.enum(['webinar', 'course']),
  name: z.string(),
  /** the webinar's or the course's title */
  webinarTitle: z.string(),
  /** the webinar's day, or the day the course was completed */
  webinarDate: z.string(),
  issuedAt: z.string(),
  /** GET /certificates/{code}/pdf */
  pdfUrl: z.string(),
});
export type Certificate = z.infer<typeof ZCertificate>;
export const ZCertificateData = z.object({ certificate: ZCertificate });
/** Verification codes: 12 characters of an unambiguous alphabet, shown as XXXX-XXXX-XXXX. */
export const CERTIFICATE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
