/**
 * What staff type into the verify-user lookup, as the server matches it (exactly): an e-mail
 * lower-cased, or a phone as its 10 digits ("+91 98765 00001" → "9876500001").
 */
export function lookupQueryOf(text: string): string {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits || trimmed;
}
