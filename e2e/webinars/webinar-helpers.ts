import type { Webinar, WebinarBody } from '@app/shared';

import { uniqueMobile } from '../support/admin.ts';
import { expect, type APIRequestContext, type Page } from '../support/test.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A webinar made through the staff API (POST /admin/webinars); `over` replaces any field. */
export async function createWebinar(
  api: APIRequestContext,
  tag: string,
  slug: string,
  over: Partial<WebinarBody> = {},
): Promise<Webinar> {
  const body: WebinarBody = {
    webinarCode: `${tag.toLowerCase()}-${slug}`,
    title: `${tag} ${slug.replace(/-/g, ' ')} webinar`,
    description:
      'How modern React apps manage state without a tangle of effects.\n\nWe build a small app live and take questions at the end.',
    speakers: [
      { name: 'Asha Rao', title: 'Staff Engineer, Razorpay' },
      { name: 'Vikram Shah', title: 'Frontend Lead, KodeSchool' },
    ],
    startTime: new Date(Date.now() + 3 * DAY).toISOString(),
    durationMinutes: 90,
    joinLink: `https://meet.example.com/${tag.toLowerCase()}-${slug}`,
    coverImage: null,
    registrationOpen: true,
    capacity: 50,
    certificateEnabled: true,
    certificateSignatory: 'Meera Iyer',
    certificateSignatoryTitle: 'Head of Learning',
    ...over,
  };
  const res = await api.post('/api/v1/admin/webinars', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { webinar: Webinar } }).data.webinar;
}

export type Person = { name: string; email: string; phone: string };

/** Registrant `i` of a run: "<tag> Person <i>", <tag>.p<i>@example.com, a fresh phone. */
export function person(tag: string, i: number, first: '6' | '7' | '8' | '9' = '6'): Person {
  return {
    name: `${tag} Person ${i}`,
    email: `${tag.toLowerCase()}.p${i}@example.com`,
    phone: uniqueMobile(first, i),
  };
}

/** POST /webinars/{code}/register as a visitor would, without the page. */
export async function registerByApi(api: APIRequestContext, code: string, who: Person) {
  const res = await api.post(`/api/v1/webinars/${code}/register`, { data: who });
  expect(res.status(), await res.text()).toBe(201);
}

/** Types a person into the public registration form and presses Register. */
export async function fillRegistration(page: Page, who: Partial<Person>) {
  if (who.name !== undefined) await page.getByLabel('Full name', { exact: true }).fill(who.name);
  if (who.email !== undefined) await page.getByLabel('Email', { exact: true }).fill(who.email);
  if (who.phone !== undefined)
    await page.getByLabel('Phone number', { exact: true }).fill(who.phone);
  await page.getByRole('button', { name: 'Register' }).click();
}

export type OutboxMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject?: string | null;
  body: string;
  attachments: { filename: string; contentType: string }[];
};

/** What the dev outbox holds for an address, newest first. */
export async function outboxFor(api: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await api.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=50`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { messages: OutboxMessage[] } }).data.messages;
}

/** Waits (the job workers send asynchronously) for a message to `to` whose subject matches. */
export async function waitForMail(
  api: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxFor(api, to)).find((m) => subject.test(m.subject ?? ''));
        return Boolean(found);
      },
      { timeout: 20_000, message: `an e-mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}
