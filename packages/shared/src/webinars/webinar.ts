import { CONTACT_MSG } from '../leads/contact.ts';

/*
 * Webinars' fixed parts, apart from the schemas so public pages need no zod for them: the
 * messages, the statuses and their labels, the e-mail placeholders, a webinar's status at a time.
 */

export const WEBINAR_MSG = {
  // spec (calls.md §8 Webinars): failures pass the server's message on; this is the fallback
  unknownError: 'Unknown error',
  codeRequired: 'Webinar code is required',
  codeFormat: 'Use 3 to 60 lowercase letters, digits and hyphens (for example react-hooks-101)',
  codeTaken: 'Another webinar already uses this code',
  titleRequired: 'Title is required',
  titleTooLong: 'Title is at most 150 characters',
  startRequired: 'Start time is required',
  durationRange: 'Duration must be between 15 and 600 minutes',
  joinLinkInvalid: 'Join link must be a valid http(s) URL',
  coverInvalid: 'Cover image must be an uploaded image or an http(s) URL',
  capacityRange: 'Capacity must be a whole number from 1 to 100000, or empty for no limit',
  capacityBelowRegistered: 'Capacity cannot be lower than the people already registered',
  speakerNameRequired: 'Speaker name is required',
  notFound: 'Webinar not found',
  userNotFound: 'Webinar user not found',
  created: 'Webinar created successfully',
  updated: 'Webinar updated successfully',
  deleted: 'Webinar deleted successfully',
  userUpdated: 'Webinar user updated successfully',
  // public registration
  ...CONTACT_MSG,
  registered: 'You are registered! We have e-mailed you the joining details.',
  alreadyRegistered:
    'You are already registered for this webinar with this phone number — the joining details are in your e-mail.',
  registrationClosed: 'Registration for this webinar is closed.',
  webinarFull: 'This webinar is full. Registration is closed.',
  webinarOver: 'This webinar has already taken place.',
  // bulk e-mail
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject is at most 200 characters',
  bodyRequired: 'Message is required',
  bodyTooLong: 'Message is at most 20000 characters',
  unknownPlaceholder:
    'Unknown placeholder {{name}}: use {name}, {webinarTitle}, {joinLink} or {startTime}',
  noRecipients: 'No registrant matches this audience',
  emailsQueued: 'E-mails queued',
  // certificates
  certificatesDisabled: 'Certificates are turned off for this webinar',
  noAttendees: 'No attendee is waiting for a certificate',
  certificatesQueued: 'Certificates queued',
  certificateNotFound: 'No certificate has this code. Check the code and try again.',
  // attendance import
  importEmpty: 'The file has no rows',
  importNoColumns:
    'The file needs an e-mail or phone column (for example "User Email" from Zoom or "Email" from Google Meet)',
  attendanceImported: 'Attendance imported',
  searchRequired: 'Type a phone, e-mail or name to search',
  hasCertificates:
    'Certificates were issued for this webinar; they stay verifiable after it is deleted.',
} as const;

/** Derived from the start time and duration at read time. */
export const WEBINAR_STATUSES = ['upcoming', 'live', 'past'] as const;
export type WebinarStatus = (typeof WEBINAR_STATUSES)[number];

export const CERTIFICATE_STATUSES = ['not_sent', 'in_progress', 'sent', 'failed'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  not_sent: 'Not sent',
  in_progress: 'In progress',
  sent: 'Sent',
  failed: 'Failed',
};

export const EMAIL_AUDIENCES = ['all', 'attended', 'not_attended'] as const;
export type EmailAudience = (typeof EMAIL_AUDIENCES)[number];
export const EMAIL_AUDIENCE_LABELS: Record<EmailAudience, string> = {
  all: 'Everyone registered',
  attended: 'Attended',
  not_attended: 'Did not attend',
};

/** Placeholders a bulk e-mail's subject and body may use; anything else in braces is refused. */
export const EMAIL_PLACEHOLDERS = ['name', 'webinarTitle', 'joinLink', 'startTime'] as const;
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<EmailPlaceholder, string>;

/** Fills {name}, {webinarTitle}, {joinLink}, {startTime}; other text is left as written. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(
    /\{(name|webinarTitle|joinLink|startTime)\}/g,
    (_m, key: EmailPlaceholder) => values[key],
  );
}

/** Placeholders in braces that are not ours ({fullName}…), so a typo is caught before sending. */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(EMAIL_PLACEHOLDERS);
  const found = new Set<string>();
  for (const m of template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) {
    if (!known.has(m[1]!)) found.add(m[1]!);
  }
  return [...found];
}

export const WEBINAR_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;

/** upcoming before the start, live until start + duration, past after. */
export function webinarStatusAt(
  startTime: Date | string,
  durationMinutes: number,
  now: Date = new Date(),
): WebinarStatus {
  const start = new Date(startTime).getTime();
  const t = now.getTime();
  if (t < start) return 'upcoming';
  return t < start + durationMinutes * 60_000 ? 'live' : 'past';
}
