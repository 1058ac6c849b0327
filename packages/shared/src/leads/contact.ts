/**
 * What a public registration form (Kodex, webinars) says of its name, e-mail and phone: the
 * same words in every feature's messages (`leads/contact-fields.ts` builds the rules).
 */
export const CONTACT_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
} as const;
