/**
 * A ban's end is entered in India time whatever the browser's zone is: a `datetime-local`
 * value ("2026-03-01T09:30") is read as IST and sent with its +05:30 offset. IST has no
 * daylight saving, so a fixed offset is exact.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;
const LOCAL_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A datetime-local value read as IST → an ISO date-time with offset ('' when incomplete). */
export function istInputToIso(local: string): string {
  return LOCAL_RE.test(local) ? `${local}:00+05:30` : '';
}

/** An instant → the IST wall-clock value of a datetime-local input (its `min`, presets). */
export function istInputOf(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}
