import type { Batch, Course } from '@app/shared';

import { readOtp } from './session.ts';
import { expect, type APIRequestContext, type Browser, type Page } from './test.ts';

export type Student = { page: Page; phone: string; name: string };

/**
 * A new student in a browser context of their own, registered through the OTP API (send-otp,
 * the dev outbox, register). E-mail: `<tag>.<lastName>@example.com`, lower case.
 */
export async function registerStudent(
  browser: Browser,
  who: { tag: string; lastName: string; phone: string },
): Promise<Student> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sent = await page.request.post('/api/v1/users/send-otp', {
    data: { phone: { number: who.phone }, purpose: 'register' },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const reg = await page.request.post('/api/v1/users/register', {
    data: {
      name: { firstName: who.tag, lastName: who.lastName },
      phone: { number: who.phone },
      otp: await readOtp(page.request, who.phone),
      email: `${who.tag}.${who.lastName}@example.com`.toLowerCase(),
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  return { page, phone: who.phone, name: `${who.tag} ${who.lastName}` };
}

/** An open batch of the demo catalogue that costs money, with a few seats left. */
export async function openPaidBatch(request: APIRequestContext): Promise<Batch> {
  const res = await request.get('/api/v1/courses');
  expect(res.ok(), await res.text()).toBeTruthy();
  const { courses } = ((await res.json()) as { data: { courses: Course[] } }).data;
  for (const course of courses) {
    const b = await request.get(`/api/v1/batches/course/${course._id}`);
    if (!b.ok()) continue;
    const { batches } = ((await b.json()) as { data: { batches: Batch[] } }).data;
    const open = batches.find((x) => x.isEnrollmentOpen && x.finalPrice > 0 && x.seatsLeft > 2);
    if (open) return open;
  }
  throw new Error('No open paid batch in the catalogue');
}

/** A calendar day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
