/**
 * The coupon form's date-time inputs show India time whatever the browser's own zone is: a
 * `datetime-local` value ("2026-03-01T09:30") is read as IST and sent with its +05:30 offset.
 * IST has no daylight saving, so a fixed offset is exact.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;
const LOCAL_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An ISO instant → the IST wall-clock value of a datetime-local input ('' when invalid). */
export function isoToIstInput(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as IST → an ISO date-time with offset ('' when incomplete). */
export function istInputToIso(local: string): string {
  return LOCAL_RE.test(local) ? `${local}:00+05:30` : '';
}

/** Today at hh:mm IST plus `days`, as an ISO date-time with offset (the form's defaults). */
export function istDayAt(days: number, time: string, now = new Date()): string {
  const today = new Date(now.getTime() + IST_OFFSET_MS);
  today.setUTCDate(today.getUTCDate() + days);
  return `${today.toISOString().slice(0, 10)}T${time}:00+05:30`;
}
