import {
  feeWithGst,
  hasCohortStarted,
  UTM_KEYS,
  type KodrCohort,
  type KodrCohortContent,
  type KodrRegistration,
  type Utm,
} from '@app/shared';

import type { KodrCohortRow } from '../../db/schema/index.ts';
import type { RegistrationRecord } from './kodr.repo.ts';

/** Only the known UTM keys leave the server, whatever an old row holds. */
function utmDto(utm: Utm | null): Utm | null {
  if (!utm) return null;
  const picked: Utm = {};
  for (const key of UTM_KEYS) if (typeof utm[key] === 'string') picked[key] = utm[key];
  return picked;
}

export function toRegistrationDto(row: RegistrationRecord): KodrRegistration {
  return {
    _id: row.id,
    cohortId: row.cohortId,
    name: row.name,
    email: row.email,
    contact: row.contact,
    dob: row.dob,
    education: row.education,
    experience: row.experience as KodrRegistration['experience'],
    callStatus: row.callStatus,
    status: row.status,
    paymentStatus: row.paymentStatus,
    userId: row.userId,
    utm: utmDto(row.utm),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What staff edit (PUT /admin/kodr/cohort), also the activity log's before/after. */
export function cohortContent(row: KodrCohortRow): KodrCohortContent {
  return {
    title: row.title,
    tagline: row.tagline,
    startDate: row.startDate,
    startDateText: row.startDateText,
    baseFee: row.baseFee,
    gstPercent: row.gstPercent,
    capacity: row.capacity,
    schedule: row.schedule,
    syllabus: row.syllabus,
    slogans: row.slogans,
    posterUrl: row.posterUrl,
    courseId: row.courseId,
  };
}

export function seatsLeft(cohort: { capacity: number; registeredCount: number }): number {
  return Math.max(0, cohort.capacity - cohort.registeredCount);
}

export function toCohortDto(row: KodrCohortRow, now = new Date()): KodrCohort {
  return {
    _id: row.id,
    ...cohortContent(row),
    startDate: row.startDate,
    startDateText: row.startDateText,
    hasStarted: hasCohortStarted(row.startDate, now),
    fee: feeWithGst(row.baseFee, row.gstPercent),
    registeredCount: row.registeredCount,
    seatsLeft: seatsLeft(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}
