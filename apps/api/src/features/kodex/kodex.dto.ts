import {
  UTM_KEYS,
  type KodexContest,
  type KodexRegistration,
  type Utm,
  type WhizzState,
} from '@app/shared';

import type { KodexContestRow, WhizzRow } from '../../db/schema/index.ts';

/** A contest row with the few whizz fields its answer needs. */
export type ContestRecord = KodexContestRow & {
  whizz: Pick<WhizzRow, 'startDate' | 'endsAt' | 'questions' | 'totalScore'>;
};

export function whizzState(whizz: { startDate: Date; endsAt: Date }, now: Date): WhizzState {
  if (now < whizz.startDate) return 'upcoming';
  if (now < whizz.endsAt) return 'live';
  return 'finished';
}

export function isRegistrationOpen(
  c: { registrationOpensAt: Date; registrationClosesAt: Date },
  now: Date,
) {
  return c.registrationOpensAt <= now && now < c.registrationClosesAt;
}

export function toContestDto(row: ContestRecord, now: Date, isRegistered = false): KodexContest {
  const { whizz } = row;
  return {
    _id: row.id,
    ...contestContent(row),
    startDate: whizz.startDate.toISOString(),
    endsAt: whizz.endsAt.toISOString(),
    durationMinutes: Math.round((whizz.endsAt.getTime() - whizz.startDate.getTime()) / 60_000),
    problemCount: whizz.questions.filter((q) => q.type === 'codingProblem').length,
    registeredCount: row.registeredCount,
    state: whizzState(whizz, now),
    registrationOpen: isRegistrationOpen(row, now),
    isRegistered,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What staff edit, also the activity log's before/after. */
export function contestContent(row: KodexContestRow) {
  return {
    whizzId: row.whizzId,
    title: row.title,
    tagline: row.tagline,
    description: row.description,
    rules: row.rules,
    prizes: row.prizes,
    registrationOpensAt: row.registrationOpensAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    isPublished: row.isPublished,
  };
}

/** Only the known UTM keys leave the server, whatever an old row holds. */
export function utmDto(utm: Utm | null): Utm | null {
  if (!utm) return null;
  const picked: Utm = {};
  for (const key of UTM_KEYS) if (typeof utm[key] === 'string') picked[key] = utm[key];
  return picked;
}

export type RegistrationRecord = {
  id: string;
  contestId: string;
  contestTitle: string;
  name: string;
  email: string;
  phone: string;
  organisation: string;
  year: KodexRegistration['year'];
  experience: KodexRegistration['experience'];
  userId: string | null;
  participated: boolean;
  utm: Utm | null;
  createdAt: Date;
};

export function toRegistrationDto(row: RegistrationRecord): KodexRegistration {
  return {
    _id: row.id,
    contestId: row.contestId,
    contestTitle: row.contestTitle,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organisation: row.organisation,
    year: row.year,
    experience: row.experience,
    userId: row.userId,
    participated: row.participated,
    utm: utmDto(row.utm),
    createdAt: row.createdAt.toISOString(),
  };
}
