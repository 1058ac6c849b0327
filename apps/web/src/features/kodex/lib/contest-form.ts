import type { FieldErrors, Resolver } from 'react-hook-form';

import { ZKodexContestBody, type KodexContest } from '@app/shared';

import type { KodexContestValues } from '../api/admin-kodex.ts';

/** The contest editor's fields: times as IST datetime-local text, rules one per line. */
export type ContestFormValues = {
  whizzId: string;
  title: string;
  tagline: string;
  description: string;
  rulesText: string;
  prizes: { place: string; reward: string }[];
  registrationOpensAt: string;
  registrationClosesAt: string;
  isPublished: boolean;
};

const IST_MS = 330 * 60_000;

/** ISO instant → '2025-11-15T19:00' in India time (the value of a DateTimeInput). */
export function toIstInput(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : new Date(t + IST_MS).toISOString().slice(0, 16);
}

/** '2025-11-15T19:00' read as India time → an ISO instant with its offset. */
export function fromIstInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : value;
}

export function contestFormDefaults(contest: KodexContest | null): ContestFormValues {
  if (!contest) {
    return {
      whizzId: '',
      title: '',
      tagline: '',
      description: '',
      rulesText: '',
      prizes: [
        { place: '1st place', reward: '' },
        { place: '2nd place', reward: '' },
        { place: '3rd place', reward: '' },
      ],
      registrationOpensAt: toIstInput(new Date().toISOString()),
      registrationClosesAt: '',
      isPublished: true,
    };
  }
  return {
    whizzId: contest.whizzId,
    title: contest.title,
    tagline: contest.tagline,
    description: contest.description,
    rulesText: contest.rules.join('\n'),
    prizes: contest.prizes.map((p) => ({ ...p })),
    registrationOpensAt: toIstInput(contest.registrationOpensAt),
    registrationClosesAt: toIstInput(contest.registrationClosesAt),
    isPublished: contest.isPublished,
  };
}

export function toContestBody(values: ContestFormValues) {
  return {
    whizzId: values.whizzId,
    title: values.title,
    tagline: values.tagline,
    description: values.description,
    rules: values.rulesText
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean),
    prizes: values.prizes.filter((p) => p.place.trim() || p.reward.trim()),
    registrationOpensAt: fromIstInput(values.registrationOpensAt),
    registrationClosesAt: fromIstInput(values.registrationClosesAt),
    isPublished: values.isPublished,
  };
}

/** A body field's error path → the form field that shows it. */
export function formFieldOf(path: PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'rules') return 'rulesText';
  return [head, ...rest].join('.');
}

/** Checks the form with ZKodexContestBody, the schema the API checks again. */
export const contestResolver: Resolver<ContestFormValues, unknown, KodexContestValues> = (
  values,
) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.whizzId) errors.whizzId = { type: 'required', message: 'Choose a whizz' };
  for (const key of ['registrationOpensAt', 'registrationClosesAt'] as const) {
    if (!values[key]) errors[key] = { type: 'required', message: 'Choose a date and time' };
  }
  const parsed = ZKodexContestBody.safeParse(toContestBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { values: {}, errors: nest(errors) as FieldErrors<ContestFormValues> };
  }
  return { values: parsed.data, errors: {} };
};

/** 'prizes.0.reward' → { prizes: [{ reward }] }, the shape react-hook-form reads. */
function nest(flat: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}
