import { describe, expect, it } from 'vitest';

import { istToday } from '../courses/batch-status.ts';
import { classifySearch } from '../search.ts';
import {
  CALLBACK_MSG,
  callbackBodyFromForm,
  ZCallbackBody,
  ZCallbackForm,
} from './callback.schema.ts';
import { istDayEnd, istDayStart } from './dates.ts';
import {
  DEFAULT_KODR_COHORT,
  nextCohortStartDate,
  ZKodrListQuery,
  ZKodrPatchBody,
  ZKodrRegistrationForm,
} from './kodr.schema.ts';
import {
  cohortStartText,
  feeWithGst,
  hasCohortStarted,
  KODR_MSG,
  normalizeContact,
} from './kodr.ts';
import { buildUtmUrl } from './utm.schema.ts';
import { utmFromSearch } from './utm.ts';

/** The first message per field of a failed parse. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('admin search rule (product.md §5)', () => {
  it('@ → email, numeric of 10+ → contact, else name; blank → none', () => {
    expect(classifySearch(' Asha@Example.com ')).toEqual({
      field: 'email',
      value: 'asha@example.com',
    });
    expect(classifySearch('9876543210')).toEqual({ field: 'contact', value: '9876543210' });
    expect(classifySearch('+91 98765 43210')).toEqual({ field: 'contact', value: '919876543210' });
    expect(classifySearch('987654321')).toEqual({ field: 'name', value: '987654321' });
    expect(classifySearch('Asha')).toEqual({ field: 'name', value: 'Asha' });
    expect(classifySearch('   ')).toBeNull();
  });
});

describe('landing registration form (product.md §5)', () => {
  it('names each missing field with the spec message', () => {
    const result = ZKodrRegistrationForm.safeParse({
      fullName: ' ',
      email: '',
      contact: '',
      education: '',
      dob: '',
      tnc: false,
    });
    expect(messages(result)).toEqual({
      fullName: KODR_MSG.fullNameRequired,
      email: KODR_MSG.emailRequired,
      contact: KODR_MSG.contactRequired,
      education: KODR_MSG.educationRequired,
      dob: KODR_MSG.dobRequired,
      tnc: KODR_MSG.tncRequired,
    });
  });

  it('checks email and phone shapes, defaults experience to beginner', () => {
    const base = {
      fullName: 'Asha Rao',
      email: 'asha rao@example.com',
      contact: '98765#43210',
      education: 'BCA / MCA',
      dob: '2001-04-12',
      tnc: true,
    };
    expect(messages(ZKodrRegistrationForm.safeParse(base))).toEqual({
      email: KODR_MSG.emailInvalid,
      contact: KODR_MSG.contactInvalid,
    });
    const ok = ZKodrRegistrationForm.parse({
      ...base,
      email: 'Asha@Example.com',
      contact: '+91 98765-43210',
    });
    expect(ok.experience).toBe('beginner');
    expect(ok.email).toBe('asha@example.com');
    expect(
      ZKodrRegistrationForm.safeParse({ ...base, email: 'a@b.co', contact: '123456' }).success,
    ).toBe(false);
  });

  it('refuses a date of birth in the future', () => {
    const result = ZKodrRegistrationForm.safeParse({
      fullName: 'Asha Rao',
      email: 'a@b.co',
      contact: '9876543210',
      education: 'Other',
      dob: '2999-01-01',
      tnc: true,
    });
    expect(messages(result)).toEqual({ dob: KODR_MSG.dobInvalid });
  });
});

describe('kodr constants and queries', () => {
  it('the seeded fee is 69999 + 18 % GST = 82599', () => {
    expect(feeWithGst(DEFAULT_KODR_COHORT.baseFee, DEFAULT_KODR_COHORT.gstPercent)).toBe(82_599);
    expect(DEFAULT_KODR_COHORT.syllabus).toHaveLength(5);
    // The default cohort is the next one, never a date that has passed (issue 15).
    expect(DEFAULT_KODR_COHORT.startDate > istToday()).toBe(true);
    expect(DEFAULT_KODR_COHORT.startDateText).toBe(cohortStartText(DEFAULT_KODR_COHORT.startDate));
  });

  it('says the start date as "Starts on: <d Month yyyy>"', () => {
    expect(cohortStartText('2025-11-03')).toBe('Starts on: 3 November 2025');
    expect(cohortStartText('2027-01-25')).toBe('Starts on: 25 January 2027');
  });

  it('the next cohort starts on the first Monday at least three weeks ahead (India time)', () => {
    // Monday 3 Nov 2025 + 21 days = Monday 24 Nov.
    expect(nextCohortStartDate(new Date('2025-11-03T06:00:00Z'))).toBe('2025-11-24');
    // Tuesday 4 Nov + 21 = Tuesday 25 Nov → Monday 1 Dec.
    expect(nextCohortStartDate(new Date('2025-11-04T06:00:00Z'))).toBe('2025-12-01');
    // 23:00 IST on Sunday 2 Nov is 17:30 UTC: still Sunday in India → 23 Nov + 1 = Monday 24 Nov.
    expect(nextCohortStartDate(new Date('2025-11-02T17:30:00Z'))).toBe('2025-11-24');
    // Past 18:30 UTC it is already Monday in India.
    expect(nextCohortStartDate(new Date('2025-11-02T18:45:00Z'))).toBe('2025-11-24');
    expect(new Date(`${nextCohortStartDate()}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('a cohort has started once its start day is over in India', () => {
    expect(hasCohortStarted(null)).toBe(false);
    // The start day itself still takes registrations.
    expect(hasCohortStarted('2025-11-03', new Date('2025-11-03T18:29:00Z'))).toBe(false);
    expect(hasCohortStarted('2025-11-03', new Date('2025-11-03T18:31:00Z'))).toBe(true);
    expect(hasCohortStarted('2025-11-03', new Date('2025-10-01T00:00:00Z'))).toBe(false);
  });

  it('normalises contacts for duplicate checks', () => {
    expect(normalizeContact('+91 98765-43210')).toBe('9876543210');
    expect(normalizeContact('098765 43210')).toBe('9876543210');
    expect(normalizeContact('(044) 2345 6789')).toBe('4423456789');
  });

  it('reads repeated query values as arrays', () => {
    const q = ZKodrListQuery.parse({ status: 'pending', callStatus: ['picked', 'notpicked'] });
    expect(q.status).toEqual(['pending']);
    expect(q.callStatus).toEqual(['picked', 'notpicked']);
    expect(q.page).toBe(1);
    expect(q.limit).toBe(10);
    expect(ZKodrListQuery.safeParse({ status: 'done' }).success).toBe(false);
  });

  it('a patch changes exactly one field', () => {
    expect(ZKodrPatchBody.safeParse({ status: 'onhold' }).success).toBe(true);
    expect(ZKodrPatchBody.safeParse({}).success).toBe(false);
    expect(ZKodrPatchBody.safeParse({ status: 'onhold', callStatus: 'picked' }).success).toBe(
      false,
    );
  });

  it('date filters cover the whole IST day', () => {
    expect(istDayStart('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(istDayEnd('2026-11-21').toISOString()).toBe('2026-11-21T18:30:00.000Z');
  });
});

describe('callback form (product.md §5, calls.md §5)', () => {
  const valid = {
    name: 'Asha Rao',
    mobile: '9876543210',
    enquiryFor: 'online',
    notes: 'Weekend batch?',
  };

  it.each([
    ['A', CALLBACK_MSG.nameMin],
    ['Asha', CALLBACK_MSG.fullName],
    ['Asha R', CALLBACK_MSG.fullName],
    ['Asha 123', CALLBACK_MSG.fullName],
    ['Aaaaaaaaaaaaaaa Bbbbbbbbbbbbbbbbb', CALLBACK_MSG.nameMax],
  ])('name %j → %s', (name, message) => {
    expect(messages(ZCallbackForm.safeParse({ ...valid, name }))).toEqual({ name: message });
  });

  it('trims the name and accepts two words of letters', () => {
    expect(ZCallbackForm.parse({ ...valid, name: '  Asha   Rao ' }).name).toBe('Asha   Rao');
  });

  it('mobile is 10 digits starting 6-9; enquiry type is required', () => {
    expect(
      messages(ZCallbackForm.safeParse({ ...valid, mobile: '5876543210', enquiryFor: '' })),
    ).toEqual({
      mobile: CALLBACK_MSG.mobile,
      enquiryFor: CALLBACK_MSG.enquiryType,
    });
  });

  it('notes are required unless a course is given', () => {
    expect(messages(ZCallbackForm.safeParse({ ...valid, notes: ' ' }))).toEqual({
      notes: CALLBACK_MSG.notesRequired,
    });
    expect(
      ZCallbackForm.safeParse({ ...valid, notes: '', courseId: '0123456789abcdef01234567' })
        .success,
    ).toBe(true);
  });

  it('the wire body checks the country code and number', () => {
    const body = callbackBodyFromForm(ZCallbackForm.parse(valid));
    expect(body.contact).toEqual({ code: '+91', number: '9876543210' });
    expect(ZCallbackBody.safeParse(body).success).toBe(true);
    expect(
      messages(ZCallbackBody.safeParse({ ...body, contact: { code: '91', number: '9876543210' } })),
    ).toEqual({
      'contact.code': CALLBACK_MSG.phoneWithCode,
    });
    expect(
      messages(ZCallbackBody.safeParse({ ...body, contact: { code: '+44', number: '123' } })),
    ).toEqual({
      'contact.number': CALLBACK_MSG.phoneWithCode,
    });
    expect(
      ZCallbackBody.safeParse({ ...body, contact: { code: '+44', number: '2079460000' } }).success,
    ).toBe(true);
    expect(
      messages(ZCallbackBody.safeParse({ ...body, contact: { code: '+91', number: '12345678' } })),
    ).toEqual({
      'contact.number': CALLBACK_MSG.mobile,
    });
  });
});

describe('UTM', () => {
  it('reads utm_* from a query string, only with a source', () => {
    expect(utmFromSearch('?utm_medium=social')).toBeNull();
    expect(utmFromSearch('?utm_source=instagram&utm_medium=social&utm_campaign=kodr3&x=1')).toEqual(
      {
        source: 'instagram',
        medium: 'social',
        campaign: 'kodr3',
      },
    );
  });

  it('builds a link that carries its id', () => {
    const url = buildUtmUrl('https://school.example', {
      _id: '0123456789abcdef01234567',
      path: '/kodr',
      source: 'instagram',
      medium: 'social',
      campaign: 'kodr 3',
      term: null,
      content: 'reel-1',
    });
    expect(url).toBe(
      'https://school.example/kodr?utm_source=instagram&utm_medium=social&utm_campaign=kodr+3&utm_content=reel-1&utm_id=0123456789abcdef01234567',
    );
    expect(utmFromSearch(new URL(url).search)?.id).toBe('0123456789abcdef01234567');
  });
});
