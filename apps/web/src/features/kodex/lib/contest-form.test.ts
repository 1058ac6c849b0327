import { describe, expect, it } from 'vitest';

import { KODEX_MSG } from '@app/shared';

import {
  contestFormDefaults,
  contestResolver,
  fromIstInput,
  toContestBody,
  toIstInput,
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
  registrationOpensAt: '2026-01-01T10:00',
  registrationClosesAt: '2026-01-05T18:30',
});

const resolve = (values: ContestFormValues) =>
  contestResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('contest form', () => {
  it('reads and writes India time', () => {
    expect(toIstInput('2026-01-05T13:00:00.000Z')).toBe('2026-01-05T18:30');
    expect(fromIstInput('2026-01-05T18:30')).toBe('2026-01-05T18:30:00+05:30');
    expect(Date.parse(fromIstInput(toIstInput('2026-01-05T13:00:00.000Z')))).toBe(
      Date.parse('2026-01-05T13:00:00.000Z'),
    );
  });

  it('turns rules text into a list and drops empty prize rows', () => {
    const body = toContestBody(valid());
    expect(body.rules).toEqual(['No plagiarism', 'Any language']);
    expect(body.prizes).toEqual([{ place: '1st', reward: '₹10,000' }]);
  });

  it('validates with the shared schema and maps errors to the form fields', async () => {
    const ok = await resolve(valid());
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ title: 'Kodex Winter Sprint', isPublished: true });

    const bad = await resolve({
      ...valid(),
      whizzId: '',
      title: ' ',
      registrationClosesAt: '2025-12-01T10:00',
      prizes: [{ place: '1st', reward: '' }],
    });
    expect(bad.errors).toMatchObject({
      whizzId: { message: 'Choose a whizz' },
      title: { message: KODEX_MSG.titleRequired },
      registrationClosesAt: { message: KODEX_MSG.windowOrder },
      prizes: [{ reward: { message: 'Reward is required' } }],
    });
  });
});
