import { PHONE_LENGTH } from '../constants.ts';
import { z } from '../zod.ts';
import { CONTACT_MSG } from './contact.ts';

/**
 * Name, e-mail and 10-digit phone of a public registration form (Kodex, webinars): the same
 * rules and words everywhere (`CONTACT_MSG`, within each feature's messages). The e-mail is stored lower-case.
 */
export function contactFields() {
  return {
    name: z
      .string({ error: CONTACT_MSG.nameRequired })
      .trim()
      .min(1, CONTACT_MSG.nameRequired)
      .max(100, CONTACT_MSG.nameTooLong),
    email: z
      .string({ error: CONTACT_MSG.emailRequired })
      .trim()
      .min(1, { error: CONTACT_MSG.emailRequired, abort: true })
      .max(254, CONTACT_MSG.emailInvalid)
      .pipe(z.email(CONTACT_MSG.emailInvalid))
      .transform((e) => e.toLowerCase()),
    phone: z
      .string({ error: CONTACT_MSG.phoneRequired })
      .trim()
      .min(1, { error: CONTACT_MSG.phoneRequired, abort: true })
      .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), CONTACT_MSG.phoneInvalid),
  };
}
