import type { Locator } from '@playwright/test';

import { formatDayInput, parseDayInput } from '@app/shared';

/**
 * The product's date fields take dd/mm/yyyy (and a time beside them) whatever the browser's
 * locale; specs keep their dates as 'YYYY-MM-DD' and type them the way a person would.
 */
export async function fillDate(input: Locator, day: string) {
  await input.fill(formatDayInput(day));
}

/** A 'YYYY-MM-DDTHH:mm' value into a date-time field, given its date box (testid or label). */
export async function fillDateTime(dateInput: Locator, local: string) {
  await fillDate(dateInput, local.slice(0, 10));
  const pair = dateInput.locator('xpath=ancestor::*[@data-date-time][1]');
  await pair.locator('[data-part="time"]').fill(local.slice(11, 16));
}

/** What a date box holds, back as 'YYYY-MM-DD' ('' when it is empty or not a date). */
export async function dayIn(input: Locator): Promise<string> {
  return parseDayInput(await input.inputValue()).value ?? '';
}
