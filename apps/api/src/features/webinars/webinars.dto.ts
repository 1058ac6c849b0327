import {
  formatWeekdayDateTime,
  UTM_KEYS,
  WEBINAR_MSG,
  webinarStatusAt,
  type PublicWebinar,
  type Utm,
  type Webinar,
  type WebinarUser,
  type WebinarUserHit,
} from '@app/shared';

import type { WebinarRow, WebinarUserRow } from '../../db/schema/index.ts';
import { NO_COUNTS, type WebinarCountsRow } from './webinars.repo.ts';

export const endTimeOf = (row: Pick<WebinarRow, 'startTime' | 'durationMinutes'>) =>
  new Date(row.startTime.getTime() + row.durationMinutes * 60_000);

/** "Sat, 14 Mar 2026, 7:00 pm IST": how e-mails (confirmation, bulk {{startTime}}) show a start. */
export function istWebinarTime(date: Date): string {
  return `${formatWeekdayDateTime(date)} IST`;
}

/** What staff and the public page both show of a webinar. */
function webinarFacts(row: WebinarRow) {
  return {
    webinarCode: row.webinarCode,
    title: row.title,
    description: row.description,
    speakers: row.speakers.map((s) => ({ name: s.name, title: s.title ?? '' })),
    startTime: row.startTime.toISOString(),
    durationMinutes: row.durationMinutes,
    endTime: endTimeOf(row).toISOString(),
    coverImage: row.coverImage,
  };
}

export function toWebinarDto(
  row: WebinarRow,
  counts: WebinarCountsRow = NO_COUNTS,
  now = new Date(),
): Webinar {
  return {
    _id: row.id,
    ...webinarFacts(row),
    joinLink: row.joinLink,
    registrationOpen: row.registrationOpen,
    capacity: row.capacity,
    certificateEnabled: row.certificateEnabled,
    certificateSignatory: row.certificateSignatory,
    certificateSignatoryTitle: row.certificateSignatoryTitle,
    certificateStatus: row.certificateStatus,
    status: webinarStatusAt(row.startTime, row.durationMinutes, now),
    counts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Why a visitor cannot register now (in the words shown), or null while registration is open. */
export function closedReasonOf(row: WebinarRow, now: Date): string | null {
  if (webinarStatusAt(row.startTime, row.durationMinutes, now) === 'past') {
    return WEBINAR_MSG.webinarOver;
  }
  if (!row.registrationOpen) return WEBINAR_MSG.registrationClosed;
  if (row.capacity !== null && row.registeredCount >= row.capacity) return WEBINAR_MSG.webinarFull;
  return null;
}

/** The public page: no join link (it goes only to registrants, by e-mail). */
export function toPublicWebinarDto(row: WebinarRow, now = new Date()): PublicWebinar {
  const closedReason = closedReasonOf(row, now);
  return {
    ...webinarFacts(row),
    status: webinarStatusAt(row.startTime, row.durationMinutes, now),
    acceptingRegistrations: closedReason === null,
    closedReason,
    seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.registeredCount),
    registeredCount: row.registeredCount,
    certificateEnabled: row.certificateEnabled,
  };
}

/** What staff edit, also the activity log's before/after. */
export function webinarContent(row: WebinarRow) {
  return {
    webinarCode: row.webinarCode,
    title: row.title,
    description: row.description,
    speakers: row.speakers,
    startTime: row.startTime.toISOString(),
    durationMinutes: row.durationMinutes,
    joinLink: row.joinLink,
    coverImage: row.coverImage,
    registrationOpen: row.registrationOpen,
    capacity: row.capacity,
    certificateEnabled: row.certificateEnabled,
    certificateSignatory: row.certificateSignatory,
    certificateSignatoryTitle: row.certificateSignatoryTitle,
  };
}

/** Only the known UTM keys leave the server, whatever an old row holds. */
function utmDto(utm: Utm | null): Utm | null {
  if (!utm) return null;
  const picked: Utm = {};
  for (const key of UTM_KEYS) if (typeof utm[key] === 'string') picked[key] = utm[key];
  return picked;
}

/** A registrant as staff see it (students list, search, update; H2's runs reuse it). */
export function toWebinarUserDto(row: WebinarUserRow): WebinarUser {
  return {
    _id: row.id,
    webinarId: row.webinarId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    attended: row.attended,
    attendedMinutes: row.attendedMinutes,
    certificateStatus: row.certificateStatus,
    certificateCode: row.certificateCode,
    certificateError: row.certificateError,
    userId: row.userId,
    utm: utmDto(row.utm),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toWebinarUserHit(row: {
  user: WebinarUserRow;
  webinarCode: string;
  webinarTitle: string;
  webinarStartTime: Date;
}): WebinarUserHit {
  return {
    ...toWebinarUserDto(row.user),
    webinarCode: row.webinarCode,
    webinarTitle: row.webinarTitle,
    webinarStartTime: row.webinarStartTime.toISOString(),
  };
}

/** The fields staff may correct on a registrant: the activity log's before/after. */
export function webinarUserContent(row: WebinarUserRow) {
  return {
    name: row.name,
    email: row.email,
    attended: row.attended,
    attendedMinutes: row.attendedMinutes,
  };
}
