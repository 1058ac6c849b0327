import { OTP_LENGTH, PHONE_COUNTRY_CODE } from '../constants.ts';
import { ZId } from '../ids.ts';
import { ZUtm } from '../leads/utm.schema.ts';
import { MSG } from '../messages.ts';
import { ROLES } from '../roles.ts';
import { z } from '../zod.ts';

/** A 10-digit Indian mobile number: the field a person types. */
export const ZPhoneNumber = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, { error: MSG.phoneRequired, abort: true })
  .regex(/^\d{10}$/, { error: MSG.phoneInvalid, abort: true })
  .regex(/^[6-9]/, MSG.indianMobile);

/** Country code is forced to +91; other countries are verified by support. */
export const ZPhone = z.strictObject({
  code: z
    .string()
    .trim()
    .default(PHONE_COUNTRY_CODE)
    .refine((code) => code === PHONE_COUNTRY_CODE || code === '91', MSG.otherCountry)
    .transform(() => PHONE_COUNTRY_CODE),
  number: ZPhoneNumber,
});
export type Phone = z.infer<typeof ZPhone>;

export const ZOtp = z
  .string({ error: MSG.otpIncomplete })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MSG.otpIncomplete);

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Enter a valid email')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email')
  .transform((email) => email.toLowerCase());

const ZOptionalEmail = z.union([z.literal(''), ZEmail]).optional();

export const ZSendOtpBody = z.strictObject({
  phone: ZPhone,
  email: ZOptionalEmail,
  /** Set when a signed-in user with isActive false verifies a phone. */
  userId: ZId.optional(),
  /** 'register' lets the server check the number is free before it sends a code. */
  purpose: z.enum(['login', 'register', 'verify']).optional(),
});
export type SendOtpBody = z.input<typeof ZSendOtpBody>;

export const ZLoginBody = z.strictObject({
  phone: ZPhone,
  otp: ZOtp,
  email: ZOptionalEmail,
  userId: ZId.optional(),
});
export type LoginBody = z.input<typeof ZLoginBody>;

const ZNamePart = z.string().trim().max(50, 'Name is too long');
export const ZName = z.strictObject({
  firstName: ZNamePart.min(1, 'Full Name is required'),
  lastName: ZNamePart.default(''),
});

/** "Registration splits the full name into first and last name." */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const [firstName = '', ...rest] = parts;
  return { firstName, lastName: rest.join(' ') };
}

/** The sign-up form as a person fills it in (the web validates this, then splits the name). */
export const ZRegisterForm = z.object({
  fullName: z
    .string({ error: 'Full Name is required' })
    .trim()
    .min(1, 'Full Name is required')
    .max(100, 'Name is too long'),
  email: ZEmail,
  phone: ZPhoneNumber,
});
export type RegisterForm = z.input<typeof ZRegisterForm>;

export const ZRegisterBody = z.strictObject({
  name: ZName,
  phone: ZPhone,
  otp: ZOtp,
  email: ZEmail,
  utm: ZUtm.optional(),
});
export type RegisterBody = z.input<typeof ZRegisterBody>;

export const ZGoogleAuthBody = z.strictObject({
  code: z.string().min(1, 'Authorization code is required').max(2048),
  redirectUri: z.string().url().max(500).optional(),
});

export const ZUser = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string().nullable(),
  phone: z.object({ code: z.string(), number: z.string() }).nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof ZUser>;

export const ZUserData = z.object({ user: ZUser });
export const ZAccessTokenData = z.object({ accessToken: z.string() });
export const ZGoogleData = z.object({ user: ZUser, token: z.string() });
/** POST /users/send-otp: seconds until a resend is allowed and until the code expires. */
export const ZSendOtpData = z.object({ resendAfter: z.number(), expiresIn: z.number() });
export type SendOtpData = z.infer<typeof ZSendOtpData>;
