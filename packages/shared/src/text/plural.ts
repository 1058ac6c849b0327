import { formatNumber } from './number.ts';

/**
 * A count and its noun, the one way every text (web pages, e-mails, API messages) says how many:
 * plural(1, 'student') → '1 student', plural(12500, 'student') → '12,500 students' (Indian
 * grouping), plural(2, 'batch', 'batches') for a noun that does not just add an s.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${pluralNoun(count, one, many)}`;
}

/** Only the noun, for a count that is shown apart (styled, or as '3 of 5 …'): 'student(s)'. */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
