/** A calendar day ('YYYY-MM-DD') moved by whole days (UTC arithmetic: no time zone shifts it). */
export function addDaysToDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
