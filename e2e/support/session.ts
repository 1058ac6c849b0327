import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';

import { expect, type APIRequestContext, type Page } from './test.ts';

/**
 * Runs `signingIn` while no other worker signs the same phone in: a second code asked for while
 * the first is still open is refused (the resend countdown), and the demo phones are shared. One
 * lock folder per phone and run; one left for a minute is a crashed worker's, and is taken over.
 */
export async function withPhoneLock<T>(phone: string, signingIn: () => Promise<T>): Promise<T> {
  const lock = `${process.env.E2E_DATA_DIR ?? tmpdir()}-signin-${phone}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true });
      } catch {
        // taken by the other worker meanwhile: wait for it
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await signingIn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Reads the latest OTP for a phone from the dev outbox, as a local user would. */
export async function readOtp(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${phone}&limit=1`);
      const body = (await res.json()) as { data: { messages: { body: string }[] } };
      code = /\b(\d{4})\b/.exec(body.data.messages[0]?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export async function typeOtp(page: Page, code: string): Promise<void> {
  for (let i = 0; i < 4; i++) await page.getByTestId(`otp-digit-${i}`).fill(code[i]!);
}

/** The open sign-in form: phone → Send OTP → the four digits from the outbox → Verify. */
export async function completeSignInForm(page: Page, phone: string): Promise<void> {
  await page.getByTestId('phone-input').fill(phone);
  await page.getByTestId('send-otp').click();
  await expect(page.getByTestId('otp-digit-0')).toBeVisible();
  await typeOtp(page, await readOtp(page.request, phone));
  const verify = page.getByTestId('verify-otp');
  // The form may submit by itself once the fourth digit is in.
  if (await verify.isEnabled().catch(() => false)) await verify.click().catch(() => undefined);
}

/**
 * A phone without an account through the real sign-in page: phone → Send OTP → four digits →
 * Verify, then the registration form (which keeps the same OTP) filled in but not yet sent.
 */
export async function fillSignUpForm(page: Page, phone: string, fullName: string, email: string) {
  await page.goto('/auth/signin');
  await completeSignInForm(page, phone);
  await expect(page.getByTestId('fullname-input')).toBeVisible();
  await page.getByTestId('fullname-input').fill(fullName);
  await page.getByTestId('email-input').fill(email);
}

/** Signs in through the real sign-in page: phone → Send OTP → four digits → Verify. */
export async function signIn(page: Page, phone: string, from = '/auth/signin'): Promise<void> {
  await withPhoneLock(phone, async () => {
    await page.goto(from);
    await completeSignInForm(page, phone);
    await expect(page).not.toHaveURL(/\/auth\//);
  });
}

export const DEMO = {
  superAdmin: '9000000001',
  admin: '9000000002',
  instructor: '9000000003',
  mentor: '9000000007',
  student: '9876500001',
  unverifiedEmail: 'farhan.qureshi@example.com',
  otherUnverifiedEmail: 'zoya.sheikh@example.com',
};
