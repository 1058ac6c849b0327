import { PHONE_LENGTH } from '../constants.ts';
import { listPageFields, ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { ZDateOnly, repeated } from '../leads/dates.ts';
import { ROLES } from '../roles.ts';
import { z } from '../zod.ts';

/** Staff administration (issue #7): dashboard, users, bans, manual verification, activity logs. */
export const STAFF_MSG = {
  userNotFound: 'User not found',
  userUpdated: 'User updated',
  nothingToChange: 'Nothing to change',
  rangeOrder: 'The start date must be on or before the end date',
  rangeTooLong: 'Choose a range of at most 366 days',
  banTargetRequired: 'Give a phone number, an e-mail or a user to ban',
  banOneTarget: 'Ban by one of phone number, e-mail or user',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason is at most 500 characters',
  endsInPast: 'The end date must be in the future',
  alreadyBanned: 'This person is already banned',
  banNotFound: 'Ban not found',
  banCreated: 'Ban added. Their sessions have been ended.',
  banLifted: 'Ban lifted',
  banAlreadyLifted: 'This ban was already lifted',
  lookupRequired: 'Enter a phone number or an e-mail',
  verifyNoteRequired: 'Say why you are verifying this user by hand',
  verifyNoteTooLong: 'At most 500 characters',
  userVerified: 'User verified and activated',
  alreadyVerified: 'This user is already verified',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  emailInvalid: 'Enter a valid email',
} as const;

// ---------------------------------------------------------------- dashboard

/** GET /admin/dashboard?from&to (IST calendar days; default the last 30 days) → data.dashboard */
export const ZDashboardQuery = z
  .strictObject({ from: ZDateOnly.optional(), to: ZDateOnly.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    message: STAFF_MSG.rangeOrder,
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 365 * 86_400_000, {
    path: ['to'],
    message: STAFF_MSG.rangeTooLong,
  });
export type DashboardQuery = z.input<typeof ZDashboardQuery>;

export const REGISTRATION_SOURCES = ['kodr', 'kodex', 'webinars', 'callbacks'] as const;
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number];

export const ZDashboard = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  figures: z.object({
    registrations: z.object({
      kodr: z.number().int(),
      kodex: z.number().int(),
      webinars: z.number().int(),
      callbacks: z.number().int(),
      total: z.number().int(),
    }),
    /** successful payments in the range */
    conversions: z.number().int(),
    revenuePaise: z.number().int(),
    newEnrolments: z.number().int(),
    /** now, whatever the range: callbacks not closed */
    openCallbacks: z.number().int(),
    /** now: active batches not yet ended */
    activeBatches: z.number().int(),
    /** now: webinars that have not started */
    upcomingWebinars: z.number().int(),
    quizAttempts: z.number().int(),
  }),
  registrationsPerDay: z.array(
    z.object({
      day: z.string(),
      kodr: z.number().int(),
      kodex: z.number().int(),
      webinars: z.number().int(),
      callbacks: z.number().int(),
    }),
  ),
  /** weeks start on Monday (IST) */
  revenuePerWeek: z.array(z.object({ weekStart: z.string(), revenuePaise: z.number().int() })),
  /** leads (the four registration kinds) and conversions per utm_source; '' is direct/none */
  bySource: z.array(
    z.object({ source: z.string(), leads: z.number().int(), conversions: z.number().int() }),
  ),
  /**
   * Settings an operator should fix (e.g. no SMTP_URL: e-mails stay in the outbox), one line
   * each, for admin and super_admin; empty for anyone else.
   */
  warnings: z.array(z.string()),
});
export type Dashboard = z.infer<typeof ZDashboard>;
export const ZDashboardData = z.object({ dashboard: ZDashboard });

// ---------------------------------------------------------------- users

export const ZAdminUser = z.object({
  _id: z.string(),
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string().nullable(),
  phone: z.object({ code: z.string(), number: z.string() }).nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  banned: z.boolean(),
  phoneVerifiedAt: z.string().nullable(),
  /** manual verification (verify-user) */
  verifiedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  verificationNote: z.string().nullable(),
  utmSource: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof ZAdminUser>;
/** A user as staff see it (PATCH /admin/users/{id}, the verify-user calls). */
export const ZAdminUserData = z.object({ user: ZAdminUser });

/** GET /admin/users (and …/export.csv without page/limit) */
export const ZUserListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  role: repeated(z.enum(ROLES)),
  active: z.enum(['true', 'false']).optional(),
  banned: z.enum(['true', 'false']).optional(),
  ...listPageFields,
});
export type UserListQuery = z.input<typeof ZUserListQuery>;
export const ZUserListData = z.object({ users: z.array(ZAdminUser), pagination: ZPagination });

/** PATCH /admin/users/{id} → data.user (role rules: role-rules.ts; 403 with their message) */
export const ZUserUpdateBody = z
  .strictObject({ role: z.enum(ROLES).optional(), isActive: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.isActive !== undefined, {
    message: STAFF_MSG.nothingToChange,
  });
export type UserUpdateBody = z.input<typeof ZUserUpdateBody>;

// ---------------------------------------------------------------- activity logs

export const ZActivityLog = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), name: z.string(), role: z.string().nullable() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** the record's name as staff know it (a title, a person, an amount and payer); null if gone */
  entityName: z.string().nullable(),
  /** the entry in words: "Created coding problem “Fibonacci”" (see activity-text.ts) */
  summary: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityLog = z.infer<typeof ZActivityLog>;

/** GET /admin/activity-logs → data{activityLogs, pagination}; newest first */
export const ZActivityLogQuery = z.strictObject({
  actorId: ZId.optional(),
  action: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(64).optional(),
  entityId: z.string().trim().max(64).optional(),
  from: ZDateOnly.optional(),
  to: ZDateOnly.optional(),
  ...listPageFields,
  // The log pages longer than the other lists.
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ActivityLogQuery = z.input<typeof ZActivityLogQuery>;
export const ZActivityLogData = z.object({
  activityLogs: z.array(ZActivityLog),
  pagination: ZPagination,
});
/** GET /admin/activity-logs/facets → data{actions, entities, actors} for the filters */
export const ZActivityFacets = z.object({
  actions: z.array(z.string()),
  entities: z.array(z.string()),
  actors: z.array(z.object({ _id: z.string(), name: z.string(), role: z.string().nullable() })),
});

/** GET /admin/users/{id} → data{user, enrolments, payments, quizResults, webinarRegistrations, bans, activity} */
export const ZUserDetail = z.object({
  user: ZAdminUser,
  enrolments: z.array(
    z.object({
      _id: z.string(),
      courseId: z.string(),
      courseTitle: z.string(),
      batchId: z.string(),
      batchName: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      _id: z.string(),
      what: z.string(),
      amountPaise: z.number().int(),
      method: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  quizResults: z.array(
    z.object({
      whizzId: z.string(),
      title: z.string(),
      score: z.number(),
      totalScore: z.number(),
      status: z.string(),
      startedAt: z.string(),
    }),
  ),
  webinarRegistrations: z.array(
    z.object({
      _id: z.string(),
      webinarId: z.string(),
      webinarTitle: z.string(),
      webinarStartTime: z.string(),
      attended: z.boolean(),
      certificateCode: z.string().nullable(),
    }),
  ),
  bans: z.array(z.lazy(() => ZBan)),
  /** what the user did (as staff) and what was done to them, newest first (20 each) */
  activity: z.object({ performed: z.array(ZActivityLog), underwent: z.array(ZActivityLog) }),
});
export type UserDetail = z.infer<typeof ZUserDetail>;

// ---------------------------------------------------------------- bans

const ZPhone = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), STAFF_MSG.phoneInvalid);
const ZEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email(STAFF_MSG.emailInvalid))
  .transform((e) => e.toLowerCase());

/** POST /admin/bans → 201 data.ban: exactly one of phone, email, userId */
export const ZBanBody = z
  .strictObject({
    phone: ZPhone.optional(),
    email: ZEmail.optional(),
    userId: ZId.optional(),
    reason: z
      .string({ error: STAFF_MSG.reasonRequired })
      .trim()
      .min(1, STAFF_MSG.reasonRequired)
      .max(500, STAFF_MSG.reasonTooLong),
    /** ISO time; none: until lifted */
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    const given = [b.phone, b.email, b.userId].filter(Boolean).length;
    if (given === 0)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: STAFF_MSG.banTargetRequired });
    if (given > 1)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: STAFF_MSG.banOneTarget });
    if (b.endsAt && Date.parse(b.endsAt) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: STAFF_MSG.endsInPast });
    }
  });
export type BanBody = z.input<typeof ZBanBody>;

export const BAN_STATES = ['active', 'expired', 'lifted'] as const;
export const ZBan = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  reason: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(BAN_STATES),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  liftedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  liftedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Ban = z.infer<typeof ZBan>;
export const ZBanData = z.object({ ban: ZBan });
/** GET /admin/bans → data{bans, pagination} */
export const ZBanListQuery = z.strictObject({
  state: z.enum(BAN_STATES).optional(),
  search: z.string().trim().max(100).optional(),
  ...listPageFields,
});
export const ZBanListData = z.object({ bans: z.array(ZBan), pagination: ZPagination });

// ---------------------------------------------------------------- manual verification

/** GET /admin/verify-user/lookup?query= (phone or e-mail, exact) → data.user | 404 */
export const ZVerifyLookupQuery = z.strictObject({
  query: z
    .string({ error: STAFF_MSG.lookupRequired })
    .trim()
    .min(1, STAFF_MSG.lookupRequired)
    .max(254),
});
/** POST /admin/users/{id}/verify → data.user: sets isActive, records who and why */
export const ZVerifyUserBody = z.strictObject({
  note: z
    .string({ error: STAFF_MSG.verifyNoteRequired })
    .trim()
    .min(1, STAFF_MSG.verifyNoteRequired)
    .max(500, STAFF_MSG.verifyNoteTooLong),
});
export type VerifyUserBody = z.input<typeof ZVerifyUserBody>;
