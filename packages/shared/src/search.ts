import { CONTACT_SEARCH_MIN_LENGTH } from './constants.ts';

export type SearchFilter =
  | { field: 'email'; value: string }
  | { field: 'contact'; value: string }
  | { field: 'name'; value: string };

/**
 * Admin search rule (product.md §5): text containing @ is an e-mail filter; numeric text of 10
 * or more characters is a contact filter; anything else is a name filter. The text is trimmed;
 * blank text is no filter at all. A leading + or spaces in a number still count as numeric.
 */
export function classifySearch(raw: string | null | undefined): SearchFilter | null {
  const text = (raw ?? '').trim();
  if (!text) return null;
  if (text.includes('@')) return { field: 'email', value: text.toLowerCase() };
  const digits = text.replace(/[\s+\-()]/g, '');
  if (/^\d+$/.test(digits) && digits.length >= CONTACT_SEARCH_MIN_LENGTH) {
    return { field: 'contact', value: digits };
  }
  return { field: 'name', value: text };
}
