import type { WebinarStatus } from '@app/shared';
import { formatNumber, type CertificateStatus } from '@app/shared';

export type Tone = 'green' | 'amber' | 'red' | 'blue' | 'slate' | 'violet';

export const WEBINAR_STATUS_LABELS: Record<WebinarStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live',
  past: 'Past',
};
export const WEBINAR_STATUS_TONES: Record<WebinarStatus, Tone> = {
  upcoming: 'blue',
  live: 'green',
  past: 'slate',
};
export const CERTIFICATE_STATUS_TONES: Record<CertificateStatus, Tone> = {
  not_sent: 'slate',
  in_progress: 'amber',
  sent: 'green',
  failed: 'red',
};

/** 45 → "45 min", 60 → "1 h", 90 → "1 h 30 min". */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "12 / 100" registered of capacity, or "12 / no limit". */
export function seatsLabel(registered: number, capacity: number | null): string {
  return `${formatNumber(registered)} / ${capacity === null ? 'no limit' : formatNumber(capacity)}`;
}

/** The public page of a webinar, on this site. */
export function publicWebinarPath(webinarCode: string): string {
  return `/webinars/${encodeURIComponent(webinarCode)}`;
}
