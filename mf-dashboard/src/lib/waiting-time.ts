// How long the oldest merchant request has waited, as an admin reads it: "5 hours", "3 days".
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The time since `since`, in whole hours under two days and whole days from then on; null without a date. */
export function waitingTime(since: string | null, now: Date = new Date()): string | null {
  if (since === null) return null;
  const elapsed = now.getTime() - Date.parse(since);
  if (Number.isNaN(elapsed)) return null;
  if (elapsed < HOUR_MS) return 'less than an hour';
  if (elapsed < 2 * DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  return plural(Math.floor(elapsed / DAY_MS), 'day');
}
