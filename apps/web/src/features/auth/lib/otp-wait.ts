import { plural } from '@app/shared';

/** 45 → "45 seconds", 3480 → "58 min", 3900 → "1 hr 5 min": a wait in the words a person uses. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'second');
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}

/** What the sign-in and verification forms say while a phone may not ask for a code. */
export function otpWaitText(seconds: number): string {
  return `You can ask for a new code in ${formatWait(seconds)}.`;
}
