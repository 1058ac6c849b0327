/**
 * The start time is typed in India time whatever the browser's zone: a `datetime-local` value
 * ("2026-03-01T18:30") is read as IST and sent with its +05:30 offset. IST has no daylight
 * saving, so a fixed offset is exact.
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

/** Tomorrow at 18:00 IST, a usual webinar slot: the new form's default start. */
export function defaultStartIso(now = new Date()): string {
  const ist = new Date(now.getTime() + IST_OFFSET_MS + 24 * 60 * 60 * 1000);
  return `${ist.toISOString().slice(0, 10)}T18:00:00+05:30`;
}
