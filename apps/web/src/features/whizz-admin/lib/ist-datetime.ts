/**
 * The whizz form's start is entered in India time whatever the browser's zone is: a
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

/** The next whole hour from `now`, in IST, as an ISO date-time (the new form's default). */
export function nextHourIso(now = new Date()): string {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  ist.setUTCMinutes(0, 0, 0);
  ist.setUTCHours(ist.getUTCHours() + 1);
  return `${ist.toISOString().slice(0, 16)}:00+05:30`;
}
