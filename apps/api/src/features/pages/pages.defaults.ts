import type { SitePageContent, SitePageSlug } from '@app/shared';

/**
 * What each page says until staff publish their own: a sensible start for an Indian coding
 * school that matches what the product does (OTP sign-in, Razorpay and manual payments, full
 * refunds for payments that cannot enrol). Words in [brackets] are for staff to replace.
 */
export const DEFAULT_SITE_PAGES: Record<SitePageSlug, SitePageContent> = {
  privacy: {
    title: 'Privacy policy',
    body: `KodeSchool ("we", "us") runs this website and its courses, the Kodr bootcamp, Whizz quizzes, Kodex contests and webinars. This policy explains what personal data we hold, why, who we share it with and the choices you have. We process personal data in line with India's Digital Personal Data Protection Act, 2023.

## What we hold

- **Your phone number**, to sign you in with a one-time password (OTP) sent by SMS, and to call you back when you ask us to.
- **Your name and e-mail address**, for your account, receipts, class reminders and certificates.
- **What you tell us in forms**: for the Kodr bootcamp, your date of birth, education and experience; for a callback, your enquiry and notes.
- **Payments**: online payments are handled by **Razorpay**. We never see or store your card, UPI PIN or bank login; we keep the order and payment ids, the amount, the status and your receipt. For a manual payment (UPI or bank transfer) we keep the reference you give us and the screenshot you upload, so our team can confirm it.
- **Your learning**: enrolments, lessons completed, assignments, quiz and contest attempts (including the code you submit and, during a timed quiz, how often you left the tab) and the certificates you earn.
- **How you found us**: when you arrive through a link with campaign tags (UTM parameters such as utm_source and utm_campaign), we store those tags with your registration or callback request to learn which campaigns work. We do not use advertising or cross-site tracking cookies.
- **Technical data**: sign-in cookies that keep you logged in, and server logs (IP address, browser, time) kept for security.

## Why we use it

To provide the courses you sign up for, to take and confirm payments, to contact you about your registration, classes and payments, to issue certificates, to keep the service secure and to meet our legal and tax duties (for example GST invoices). We send marketing messages only where you have asked to hear from us, and every such message says how to stop them.

## Who we share it with

Only with the services that run KodeSchool for us, each bound to use it for that purpose alone: Razorpay (payments), our SMS and e-mail providers (one-time passwords, receipts, reminders), our hosting provider, and video platforms for live classes. We share data with authorities when the law requires it. We never sell your personal data.

## How long we keep it

Account and learning records for as long as your account is open and up to 3 years after, payment records for 8 years as Indian tax law requires, and callback or registration requests for up to 2 years. One-time passwords expire after 5 minutes and are stored only as a hash.

## Your rights

You may ask to see the personal data we hold about you, to correct it, or to erase it (where we are not required to keep it), and you may withdraw a consent you gave. Write to our Grievance Officer at [privacy@your-domain.in] from the phone number or e-mail on your account; we answer within 30 days.

## Changes

When this policy changes we update the date at the bottom of the page, and for important changes we tell registered students by e-mail.`,
  },
  terms: {
    title: 'Terms of use',
    body: `These terms apply to everyone who uses the KodeSchool website and its courses, bootcamp, quizzes, contests and webinars. By creating an account or paying for a course you agree to them.

## Your account

- Sign in with your own Indian mobile number; one account per person. Keep your phone and one-time passwords to yourself.
- Give true details: certificates and receipts carry the name on your account.
- We may suspend an account that breaks these terms, shares paid content or tries to break the site, and will tell you why.

## Courses, batches and live classes

- A course runs in batches with the start and end dates shown on its page. Live classes happen at the times shown in your classroom; recordings are offered where the course says so.
- Course material is for your own learning. Do not copy, resell or share it, or your access to it.
- We may change a mentor, a class time or the syllabus to keep a course current, and will tell enrolled students in advance.

## Fees and payments

- Prices are in Indian rupees. Each price says whether 18% GST is included or added; the checkout shows the exact total before you pay.
- You can pay online through **Razorpay** (cards, UPI, net banking, wallets) or by **UPI or bank transfer**, sharing the reference for our team to confirm. A seat is yours once the payment is confirmed; an online order holds a seat for a short time while you pay.
- Refunds follow our [Refund policy](/refunds).

## Quizzes, contests and certificates

- Whizz quizzes and Kodex contests are individual. Timed attempts record when you leave the tab, and attempts that break the rules may be disqualified.
- Certificates are issued for courses and webinars you complete, and anyone can check them with their code.

## Our responsibility

We work hard to keep KodeSchool available and its content accurate, but we do not promise a job, a salary or a particular result. To the extent the law allows, our liability for any claim is limited to the fees you paid for the course concerned.

## Law and disputes

These terms are governed by the laws of India. Please write to us first at [support@your-domain.in] so we can try to resolve any issue; disputes that remain go to the courts of [your city].

## Changes

We may update these terms; the version on this page applies from the date it is published. Continuing to use the site after a change means you accept it.`,
  },
  refunds: {
    title: 'Refund and cancellation policy',
    body: `We want every payment to end in a seat or in your money back. This policy explains when you get a refund, how much, and how long it takes.

## Payments that could not enrol you: a full refund

If your payment completes but we cannot enrol you — the batch filled up or was closed while you were paying, enrolment for the batch ended, or you were already enrolled in it — **we refund the full amount**, including GST. You do not need to ask: we tell you by SMS and e-mail when the refund is due and again when it has been made.

## Failed and unfinished payments

- If a payment fails, no money is taken. If your bank debited you anyway, the amount is returned to you automatically, usually within 5 to 7 working days.
- If you leave the checkout before paying, the seat held for you is released after a short time and nothing is charged.

## Manual payments (UPI or bank transfer)

Our team checks each manual payment against the reference and screenshot you share. If we cannot accept it (for example the amount does not match or the batch is full) and the money reached our account, we refund it in full to the account it came from, and tell you the reason.

## If you change your mind

- Write to us at [support@your-domain.in] from the phone number or e-mail on your account **within 7 days of paying and before your batch starts**, and we refund the full fee.
- Once the batch has started, or more than 7 days after paying, the fee is not refundable. Ask us about moving to a later batch of the same course instead.
- Registering for the Kodr bootcamp is free; its fee, once paid, follows these same rules.

## If we cancel or postpone a batch

You choose: a full refund, or a seat in the next batch of the same course at no extra cost.

## How refunds are paid

Refunds go back to the way you paid: through Razorpay to your card, UPI or bank account for online payments, or by bank transfer for manual payments. Once we start a refund it usually reaches you within 5 to 7 working days, depending on your bank. Free courses, webinars, quizzes and contests involve no payment.

Questions about a payment? [Contact us](/contact) with your receipt number.`,
  },
  contact: {
    title: 'Contact us',
    body: `We are happy to help with courses, batches, payments and your account. The quickest way to reach a counsellor is **Request a callback** on any page: we call back within 24 hours.

## KodeSchool

[Registered company name]
[Building, street]
[City, State, PIN code]
India

- **Phone:** [+91 00000 00000] (Monday to Saturday, 10:00 AM to 6:00 PM IST)
- **E-mail:** [support@your-domain.in]
- **GSTIN:** [your GSTIN]

## Payments and refunds

Write to [payments@your-domain.in] with your receipt number. See our [Refund policy](/refunds) for what to expect.

## Grievance Officer

[Name], [grievance@your-domain.in]. We acknowledge complaints within 48 hours and resolve them within 30 days.`,
  },
};
