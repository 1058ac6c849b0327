import { KODR_MSG } from '@app/shared';

import { fillSignUpForm } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import {
  fillRegistration,
  findRegistration,
  newRegistrant,
  openLanding,
} from './landing-helpers.ts';

const STORAGE_KEY = 'kodeschool.utm.firstTouch';

test.describe('UTM attribution', () => {
  test('a UTM visit is counted and attributed to the registration it led to; first touch wins', async ({
    page,
    request,
  }) => {
    const linkId = 'a'.repeat(8) + Date.now().toString(16).padStart(16, '0');
    const visit = page.waitForRequest(
      (req) => req.url().endsWith('/api/v1/utm/visits') && req.method() === 'POST',
    );
    await openLanding(
      page,
      `/kodr?utm_source=instagram&utm_medium=social&utm_campaign=kodr3&utm_id=${linkId}`,
    );
    expect((await visit).postDataJSON()).toEqual({
      utm: { source: 'instagram', medium: 'social', campaign: 'kodr3', id: linkId },
      path: '/kodr',
    });

    // A later visit from another campaign is counted too, but does not replace the first touch.
    const secondVisit = page.waitForRequest((req) => req.url().endsWith('/api/v1/utm/visits'));
    await openLanding(page, '/kodr?utm_source=google&utm_medium=cpc&utm_campaign=brand');
    expect((await secondVisit).postDataJSON()).toMatchObject({ utm: { source: 'google' } });
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    expect(JSON.parse(stored!)).toMatchObject({ utm: { source: 'instagram', campaign: 'kodr3' } });

    const r = newRegistrant('utm');
    await fillRegistration(page, r);
    const sent = page.waitForRequest(
      (req) => req.url().endsWith('/api/v1/kodr/registrations') && req.method() === 'POST',
    );
    await page.getByTestId('kodr-submit').click();
    expect((await sent).postDataJSON()).toMatchObject({
      email: r.email,
      utm: { source: 'instagram', medium: 'social', campaign: 'kodr3', id: linkId },
    });
    await expect(page.getByTestId('kodr-success')).toContainText(KODR_MSG.submitted);

    const registration = await findRegistration(request, r.email);
    expect(registration?.utm).toMatchObject({
      source: 'instagram',
      medium: 'social',
      campaign: 'kodr3',
      id: linkId,
    });
  });

  test('an expired first touch is replaced by the next UTM visit', async ({ page }) => {
    await page.goto('/kodr');
    await page.evaluate((key) => {
      const old = { utm: { source: 'newsletter' }, expiresAt: Date.now() - 1000 };
      localStorage.setItem(key, JSON.stringify(old));
    }, STORAGE_KEY);
    await openLanding(page, '/kodr?utm_source=youtube&utm_medium=video');
    await expect
      .poll(async () => {
        const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
        return raw ? (JSON.parse(raw) as { utm: { source: string } }).utm.source : null;
      })
      .toBe('youtube');
  });

  test('a callback request carries the stored attribution', async ({ page }) => {
    await page.goto('/kodr?utm_source=whatsapp&utm_medium=referral&utm_campaign=friends');
    await page.getByTestId('header-callback').click();
    await page.getByTestId('callback-name').fill('Sanjay Gupta');
    await page.getByTestId('callback-mobile').fill('9812300001');
    await page.getByTestId('callback-enquiry-online').check();
    await page.getByTestId('callback-notes').fill('Weekend batches?');
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/v1/request-callbacks'));
    await page.getByTestId('callback-submit').click();
    expect((await sent).postDataJSON()).toMatchObject({
      utm: { source: 'whatsapp', medium: 'referral', campaign: 'friends' },
    });
    await expect(page.getByTestId('callback-thank-you')).toBeVisible();
  });

  test('a sign-up carries the stored attribution', async ({ page }) => {
    const visit = page.waitForRequest((req) => req.url().endsWith('/api/v1/utm/visits'));
    await page.goto('/kodr?utm_source=linkedin&utm_medium=social&utm_campaign=alumni');
    await visit;
    const phone = `97${String(Date.now()).slice(-8)}`;
    await fillSignUpForm(page, phone, 'Tara Menon', `tara.${phone}@example.com`);
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/v1/users/register'));
    await page.getByTestId('register-submit').click();
    expect((await sent).postDataJSON()).toMatchObject({
      utm: { source: 'linkedin', medium: 'social', campaign: 'alumni' },
    });
    await expect(page.getByText('Registration successful! Welcome Tara Menon!')).toBeVisible();
  });
});
