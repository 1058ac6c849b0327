import { listPageFields, ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { z } from '../zod.ts';
import { repeated, ZDateOnly } from './dates.ts';
import { ZUtm, ZUtmData } from './utm.schema.ts';

export const ENQUIRY_TYPES = ['online', 'offline'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];
export const ENQUIRY_LABELS: Record<EnquiryType, string> = {
  online: 'Online course',
  offline: 'Offline (in-house) programme',
};

/** Staff follow-up of a callback request (ours: the issue names these four). */
export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
export const FOLLOW_UP_LABELS: Record<FollowUpStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
};

export const CALLBACK_MSG = {
  fullName: 'Please enter your full name (First and Last Name)',
  nameMin: 'Enter Your Full Name',
  nameMax: 'Name Should not be more than 30 characters',
  mobile: 'Please enter a valid 10-digit mobile number',
  enquiryType: 'Please select an enquiry type',
  notesRequired: 'Notes are required',
  phoneWithCode: 'Please enter a valid phone number with country code.',
  // calls.md §8 Callback
  networkError: 'Network error. Please check your internet connection and try again.',
  timeout: 'Request timed out. Please try again later.',
  serverError: 'Server error. Our team has been notified and is working on it.',
  otherError: 'Failed to create callback request. Please try again later.',
  success:
    'Your callback request has been submitted successfully. Our team will contact you within 24 hours.',
  // ours
  updated: 'Callback request updated',
  notFound: 'Callback request not found',
  onePatchField: 'Send at least one of followUpStatus, staffNotes or assignedToId',
  assigneeInvalid: 'The assigned staff member must be an active staff user who can see callbacks.',
} as const;

const ZCallbackName = z
  .string({ error: CALLBACK_MSG.nameMin })
  .trim()
  .min(2, { error: CALLBACK_MSG.nameMin, abort: true })
  .max(30, { error: CALLBACK_MSG.nameMax, abort: true })
  .regex(/^\p{L}{2,}(?:\s+\p{L}{2,})+$/u, CALLBACK_MSG.fullName);

const ZEnquiryFor = z.enum(ENQUIRY_TYPES, { error: CALLBACK_MSG.enquiryType });
const ZNotes = z.string().trim().max(500, 'Notes are at most 500 characters').default('');

/** The popup's form as a visitor fills it in (product.md §5 Callback form). */
export const ZCallbackForm = z
  .object({
    name: ZCallbackName,
    mobile: z
      .string({ error: CALLBACK_MSG.mobile })
      .trim()
      .regex(/^[6-9]\d{9}$/, CALLBACK_MSG.mobile),
    enquiryFor: ZEnquiryFor,
    notes: ZNotes,
    courseId: ZId.optional(),
  })
  .superRefine(requireNotesWithoutCourse);
export type CallbackForm = z.input<typeof ZCallbackForm>;

function requireNotesWithoutCourse(
  value: { notes: string; courseId?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.courseId && !value.notes) {
    ctx.addIssue({ code: 'custom', path: ['notes'], message: CALLBACK_MSG.notesRequired });
  }
}

/** POST /request-callbacks (calls.md §7): contact {code, number}; +91 numbers follow the form's rule. */
export const ZCallbackBody = z
  .strictObject({
    name: ZCallbackName,
    contact: z
      .strictObject(
        {
          code: z
            .string({ error: CALLBACK_MSG.phoneWithCode })
            .trim()
            .regex(/^\+\d{1,4}$/, CALLBACK_MSG.phoneWithCode),
          number: z
            .string({ error: CALLBACK_MSG.phoneWithCode })
            .trim()
            .regex(/^\d{7,12}$/, CALLBACK_MSG.phoneWithCode),
        },
        { error: CALLBACK_MSG.phoneWithCode },
      )
      .refine((c) => c.code !== '+91' || /^[6-9]\d{9}$/.test(c.number), {
        message: CALLBACK_MSG.mobile,
        path: ['number'],
      }),
    enquiryFor: ZEnquiryFor,
    notes: ZNotes,
    courseId: ZId.optional(),
    utm: ZUtm.optional(),
  })
  .superRefine(requireNotesWithoutCourse);
export type CallbackBody = z.input<typeof ZCallbackBody>;

/** What the popup sends for a valid form. */
export function callbackBodyFromForm(form: z.infer<typeof ZCallbackForm>): CallbackBody {
  return {
    name: form.name,
    contact: { code: '+91', number: form.mobile },
    enquiryFor: form.enquiryFor,
    notes: form.notes,
    ...(form.courseId ? { courseId: form.courseId } : {}),
  };
}

export const ZStaffRef = z.object({ _id: z.string(), name: z.string(), role: z.string() });
export type StaffRef = z.infer<typeof ZStaffRef>;
/** GET /admin/callbacks/assignees. */
export const ZAssigneesData = z.object({ assignees: z.array(ZStaffRef) });

export const ZCallbackRequest = z.object({
  _id: z.string(),
  name: z.string(),
  contact: z.object({ code: z.string(), number: z.string() }),
  enquiryFor: z.enum(ENQUIRY_TYPES),
  notes: z.string(),
  courseId: z.string().nullable(),
  followUpStatus: z.enum(FOLLOW_UP_STATUSES),
  staffNotes: z.string(),
  assignedTo: ZStaffRef.nullable(),
  utm: ZUtmData.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CallbackRequest = z.infer<typeof ZCallbackRequest>;
export const ZCallbackData = z.object({ callback: ZCallbackRequest });

/** GET /admin/callbacks: search (name or contact by the admin search rule) and filters. */
export const ZCallbackListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  followUpStatus: repeated(z.enum(FOLLOW_UP_STATUSES)),
  enquiryFor: repeated(z.enum(ENQUIRY_TYPES)),
  assignedToId: z.union([ZId, z.literal('none')]).optional(),
  startDate: ZDateOnly.optional(),
  endDate: ZDateOnly.optional(),
  ...listPageFields,
});
export type CallbackListQuery = z.input<typeof ZCallbackListQuery>;

export const ZCallbackListData = z.object({
  callbacks: z.array(ZCallbackRequest),
  pagination: ZPagination,
  counts: z.record(z.enum(FOLLOW_UP_STATUSES), z.number().int()),
});
export type CallbackListData = z.infer<typeof ZCallbackListData>;

export const ZCallbackPatchBody = z
  .strictObject({
    followUpStatus: z.enum(FOLLOW_UP_STATUSES).optional(),
    staffNotes: z.string().trim().max(2000, 'Staff notes are at most 2000 characters').optional(),
    assignedToId: ZId.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), CALLBACK_MSG.onePatchField);
export type CallbackPatchBody = z.infer<typeof ZCallbackPatchBody>;

export const ZCallbackIdParams = z.strictObject({ id: ZId });
