import { describe, expect, it } from 'vitest';

import { STAFF_MSG } from '@app/shared';

import { banBodyOf, emptyBanDraft } from './ban-draft.ts';

const future = '2099-01-05T18:30';

describe('banBodyOf', () => {
  it('sends only the chosen target, the reason and the IST end', () => {
    const draft = { ...emptyBanDraft('phone'), phone: ' 9876500001 ', email: 'x@y.in' };
    const out = banBodyOf({ ...draft, reason: 'Spam', endsAtLocal: future });
    expect(out.body).toEqual({
      phone: '9876500001',
      reason: 'Spam',
      endsAt: '2099-01-05T18:30:00+05:30',
    });
  });

  it('bans by e-mail (lower-cased) or by user until lifted', () => {
    expect(
      banBodyOf({ ...emptyBanDraft('email'), email: 'A@B.IN', reason: 'Abuse' }).body,
    ).toMatchObject({ email: 'a@b.in', endsAt: null });
    const id = 'a'.repeat(24);
    expect(
      banBodyOf({ ...emptyBanDraft('user'), user: { _id: id, name: 'A' }, reason: 'x' }).body,
    ).toMatchObject({ userId: id });
  });

  it('puts the schema errors on the form fields', () => {
    expect(banBodyOf(emptyBanDraft('phone')).errors).toEqual({
      target: STAFF_MSG.banTargetRequired,
      reason: STAFF_MSG.reasonRequired,
    });
    expect(banBodyOf({ ...emptyBanDraft('phone'), phone: '123', reason: 'x' }).errors).toEqual({
      target: STAFF_MSG.phoneInvalid,
    });
    expect(
      banBodyOf({ ...emptyBanDraft('email'), email: 'nope', reason: 'x' }).errors?.target,
    ).toBe(STAFF_MSG.emailInvalid);
    expect(
      banBodyOf({
        ...emptyBanDraft('phone'),
        phone: '9876500001',
        reason: 'x',
        endsAtLocal: '2001-01-01T10:00',
      }).errors,
    ).toEqual({ endsAt: STAFF_MSG.endsInPast });
  });

  it('refuses a half-typed end date', () => {
    const draft = {
      ...emptyBanDraft('phone'),
      phone: '9876500001',
      reason: 'x',
      endsAtLocal: '2030',
    };
    expect(banBodyOf(draft).errors).toEqual({ endsAt: 'Enter a full date and time, or clear it' });
  });
});
