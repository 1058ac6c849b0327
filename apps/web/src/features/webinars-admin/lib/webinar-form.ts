import { istDayAt, type Webinar, type WebinarBody, type WebinarUpdateBody } from '@app/shared';

/** The create / edit form's values; ZWebinarBody validates them as they are. */
export type WebinarFormValues = {
  webinarCode: string;
  title: string;
  description: string;
  speakers: { name: string; title: string }[];
  /** ISO with offset ('' until a time is chosen) */
  startTime: string;
  durationMinutes: number;
  joinLink: string;
  /** '' for none */
  coverImage: string;
  registrationOpen: boolean;
  /** null: no limit */
  capacity: number | null;
  certificateEnabled: boolean;
  certificateSignatory: string;
  certificateSignatoryTitle: string;
};

export const DEFAULT_DURATION_MINUTES = 60;

export function emptyWebinarValues(now = new Date()): WebinarFormValues {
  return {
    webinarCode: '',
    title: '',
    description: '',
    speakers: [],
    // Tomorrow at 18:00 IST, a usual webinar slot.
    startTime: istDayAt(1, '18:00', now),
    durationMinutes: DEFAULT_DURATION_MINUTES,
    joinLink: '',
    coverImage: '',
    registrationOpen: true,
    capacity: null,
    certificateEnabled: true,
    certificateSignatory: '',
    certificateSignatoryTitle: '',
  };
}

export function webinarToValues(w: Webinar): WebinarFormValues {
  return {
    webinarCode: w.webinarCode,
    title: w.title,
    description: w.description,
    speakers: w.speakers.map((s) => ({ name: s.name, title: s.title })),
    startTime: w.startTime,
    durationMinutes: w.durationMinutes,
    joinLink: w.joinLink,
    coverImage: w.coverImage ?? '',
    registrationOpen: w.registrationOpen,
    capacity: w.capacity,
    certificateEnabled: w.certificateEnabled,
    certificateSignatory: w.certificateSignatory,
    certificateSignatoryTitle: w.certificateSignatoryTitle,
  };
}

/** The POST body: trimmed texts, no cover as null. */
export function toWebinarBody(v: WebinarFormValues): WebinarBody {
  return {
    webinarCode: v.webinarCode.trim().toLowerCase(),
    title: v.title.trim(),
    description: v.description.trim(),
    speakers: v.speakers.map((s) => ({ name: s.name.trim(), title: s.title.trim() })),
    startTime: v.startTime,
    durationMinutes: v.durationMinutes,
    joinLink: v.joinLink.trim(),
    coverImage: v.coverImage.trim() || null,
    registrationOpen: v.registrationOpen,
    capacity: v.capacity,
    certificateEnabled: v.certificateEnabled,
    certificateSignatory: v.certificateSignatory.trim(),
    certificateSignatoryTitle: v.certificateSignatoryTitle.trim(),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PUT body: only the fields that differ from the saved webinar ({} when nothing changed).
 * A start time counts as changed only when it is another instant.
 */
export function changedWebinarFields(
  saved: WebinarFormValues,
  next: WebinarFormValues,
): WebinarUpdateBody {
  const a = toWebinarBody(saved);
  const b = toWebinarBody(next);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(b) as (keyof WebinarBody)[]) {
    const changed =
      key === 'startTime'
        ? Date.parse(a.startTime) !== Date.parse(b.startTime)
        : !same(a[key], b[key]);
    if (changed) patch[key] = b[key];
  }
  return patch as WebinarUpdateBody;
}

/**
 * A webinar code suggested from the title: lowercase letters, digits and single hyphens, at
 * most 60 characters ("React Hooks 101!" → "react-hooks-101"); '' when too short to be valid.
 */
export function suggestWebinarCode(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : '';
}
