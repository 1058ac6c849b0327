import { describe, expect, it } from 'vitest';

import { KODEX_MSG } from '@app/shared';

import {
  contestFormDefaults,
  toContestBody,
  ZContestForm,
  type ContestFormValues,
} from './contest-form.ts';

const valid = (): ContestFormValues => ({
  ...contestFormDefaults(null),
  whizzId: 'a'.repeat(24),
  title: 'Kodex Winter Sprint',
  rulesText: 'No plagiarism\n\n  Any language  \n',
  prizes: [
    { place: '1st', reward: '₹10,000' },
    { place: '', reward: '' },
  ],
  registrationOpensAt: '2026-01-01T10:00:00+05:30',
  registrationClosesAt: '2026-01-05T18:30:00+05:30',
});

/** Each message by its form path, as the form shows them. */
const messagesOf = (values: ContestFormValues) =>
  Object.fromEntries(
    (ZContestForm.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('contest form', () => {
  it("keeps a saved contest's window as India-time instants to the minute", () => {
    const contest = {
      ...valid(),
      rules: [],
      registrationOpensAt: '2026-01-05T13:00:00.000Z',
      registrationClosesAt: '2026-01-06T13:00:59.000Z',
    };
    const values = contestFormDefaults(contest as never);
    expect(values.registrationOpensAt).toBe('2026-01-05T18:30:00+05:30');
    expect(values.registrationClosesAt).toBe('2026-01-06T18:30:00+05:30');
  });

  it('turns rules text into a list and drops empty prize rows', () => {
    const body = toContestBody(valid());
    expect(body.rules).toEqual(['No plagiarism', 'Any language']);
    expect(body.prizes).toEqual([{ place: '1st', reward: '₹10,000' }]);
  });

  it('validates with the shared schema and maps errors to the form fields', () => {
    const ok = ZContestForm.safeParse(valid());
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ title: 'Kodex Winter Sprint', isPublished: true });

    expect(
      messagesOf({
        ...valid(),
        whizzId: '',
        title: ' ',
        registrationClosesAt: '2025-12-01T10:00:00+05:30',
        prizes: [{ place: '1st', reward: '' }],
      }),
    ).toMatchObject({
      whizzId: 'Choose a whizz',
      title: KODEX_MSG.titleRequired,
      registrationClosesAt: KODEX_MSG.windowOrder,
      'prizes.0.reward': 'Reward is required',
    });
    expect(messagesOf({ ...valid(), registrationOpensAt: '' })).toMatchObject({
      registrationOpensAt: 'Choose a date and time',
    });
  });
});
