import type { KodrRegistration } from '@app/shared';

import { fillDate } from '../support/dates.ts';
import { expect, type APIRequestContext, type Page } from '../support/test.ts';

/** The seeded super admin (DEMO.superAdmin, 9000000001) by e-mail, for the dev sign-in route. */
const SUPER_ADMIN_EMAIL = 'asha.rao@example.com';

export type Registrant = {
  fullName: string;
  email: string;
  contact: string;
  education: string;
  experience: 'beginner' | 'intermediate' | 'advanced';
  dob: string;
};

/** A registrant nobody else in this run uses (email and contact are unique per cohort). */
export function newRegistrant(tag: string): Registrant {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    fullName: 'Meera Krishnan',
    email: `meera.${tag}.${stamp}@example.com`,
    contact: `+91 9${stamp.slice(-9)}`,
    education: 'B.Tech / B.E.',
    experience: 'intermediate',
    dob: '2001-04-17',
  };
}

export async function openLanding(page: Page, path = '/kodr'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('kodr-title')).toBeVisible();
}

export async function fillRegistration(page: Page, r: Registrant): Promise<void> {
  await page.getByTestId('kodr-fullName').fill(r.fullName);
  await page.getByTestId('kodr-email').fill(r.email);
  await page.getByTestId('kodr-contact').fill(r.contact);
  await page.getByTestId('kodr-education').selectOption(r.education);
  await page.getByTestId('kodr-experience').selectOption(r.experience);
  await fillDate(page.getByTestId('kodr-dob'), r.dob);
  await page.getByTestId('kodr-tnc').check();
}

/** Reads a registration through the staff API, signed in as the super admin (request context only). */
export async function findRegistration(
  request: APIRequestContext,
  email: string,
): Promise<KodrRegistration | undefined> {
  const signIn = await request.post('/api/v1/dev/sign-in', { data: { email: SUPER_ADMIN_EMAIL } });
  expect(signIn.ok()).toBe(true);
  const res = await request.get('/api/v1/admin/kodr', { params: { search: email } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { kodrRegistrations: KodrRegistration[] } };
  return body.data.kodrRegistrations.find((item) => item.email === email);
}
