import { PHONE_LENGTH } from '../constants.ts';
import { z } from '../zod.ts';
import type { ContactMessages } from './contact.ts';

/**
 * Name, e-mail and 10-digit phone of a public registration form (Kodex, webinars): the same
 * rules and words everywhere (`CONTACT_MSG`, within each feature's messages). The e-mail is stored lower-case.
 */
export function contactFields(msg: ContactMessages) {
  return {
    name: z
      .string({ error: msg.nameRequired })
      .trim()
      .min(1, msg.nameRequired)
      .max(100, msg.nameTooLong),
    email: z
      .string({ error: msg.emailRequired })
      .trim()
      .min(1, { error: msg.emailRequired, abort: true })
      .max(254, msg.emailInvalid)
      .pipe(z.email(msg.emailInvalid))
      .transform((e) => e.toLowerCase()),
    phone: z
      .string({ error: msg.phoneRequired })
      .trim()
      .min(1, { error: msg.phoneRequired, abort: true })
      .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), msg.phoneInvalid),
  };
}
