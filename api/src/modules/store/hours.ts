// Lagos time and a merchant's opening hours (docs/product/orders.md, "Opening hours"). Lagos is UTC+1 all year
// (Nigeria keeps no daylight saving time), so a fixed offset is exact and needs no time zone database, which the
// embedded database may lack.
import type { OpeningDay } from '@oja/shared/contract';
import { WEEKDAYS, type Weekday } from '@oja/shared/validation';
import { DAY_MS, MINUTE_MS } from '../../durations';

export const LAGOS_OFFSET_MS = 3_600_000;

/** One day of a week of hours, in minutes after midnight (1440 is the end of the day). */
export interface DayHours {
  closed: boolean;
  opensAt: number;
  closesAt: number;
}

/** Monday to Sunday; null when the merchant has never set its hours (then it is open whenever it is not paused). */
export type WeekHours = readonly DayHours[] | null;

export interface LagosMoment {
  /** 0 is Monday. */
  weekday: number;
  /** Minutes since Lagos midnight. */
  minute: number;
  /** Lagos midnight of that day, as an instant. */
  dayStart: Date;
  /** `YYYY-MM-DD` of the Lagos day. */
  date: string;
}

export function lagosMoment(at: Date): LagosMoment {
  const local = at.getTime() + LAGOS_OFFSET_MS;
  const localMidnight = Math.floor(local / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday (3 when Monday is 0).
  const weekday = (Math.floor(local / DAY_MS) + 3) % 7;
  return {
    weekday,
    minute: Math.floor((local - localMidnight) / MINUTE_MS),
    dayStart: new Date(localMidnight - LAGOS_OFFSET_MS),
    date: new Date(localMidnight).toISOString().slice(0, 10),
  };
}

/** Monday 00:00 of the Lagos week `at` falls in. */
export function lagosWeekStart(at: Date): Date {
  const moment = lagosMoment(at);
  return new Date(moment.dayStart.getTime() - moment.weekday * DAY_MS);
}

/** Lagos midnight that starts the day `YYYY-MM-DD`. */
export function lagosDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - LAGOS_OFFSET_MS);
}

export function isWithinHours(hours: WeekHours, at: Date): boolean {
  if (hours === null) return true;
  const { weekday, minute } = lagosMoment(at);
  const day = hours[weekday];
  return day !== undefined && !day.closed && minute >= day.opensAt && minute < day.closesAt;
}

/** The next moment the hours open after `at` (within a week), or null when every day is closed. */
export function nextOpening(hours: WeekHours, at: Date): Date | null {
  if (hours === null) return null;
  const moment = lagosMoment(at);
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = hours[(moment.weekday + offset) % 7];
    if (day === undefined || day.closed) continue;
    const opens = new Date(moment.dayStart.getTime() + offset * DAY_MS + day.opensAt * MINUTE_MS);
    if (opens.getTime() > at.getTime()) return opens;
  }
  return null;
}

export interface Availability {
  acceptingOrders: boolean;
  open: boolean;
  /** When it opens next: null while open, while paused (it resumes when its merchant says), or with no hours. */
  nextOpenAt: Date | null;
}

export function availabilityAt(acceptingOrders: boolean, hours: WeekHours, at: Date): Availability {
  const within = isWithinHours(hours, at);
  return {
    acceptingOrders,
    open: acceptingOrders && within,
    nextOpenAt: acceptingOrders && !within ? nextOpening(hours, at) : null,
  };
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "HH:MM" from minutes after midnight. */
export const timeOfDay = clock;

/** The week as the API shows it; with no hours set, every day reads open all day (which is what applies). */
export function toOpeningDays(hours: WeekHours): OpeningDay[] {
  return WEEKDAYS.map((weekday: Weekday, index) => {
    const day = hours?.[index] ?? { closed: false, opensAt: 0, closesAt: 1440 };
    return { weekday, closed: day.closed, opens_at: clock(day.opensAt), closes_at: clock(day.closesAt) };
  });
}

/** "07:00" in Lagos on the day of `at`, for a message: "It opens at 07:00 on Tuesday." */
export function describeOpening(opensAt: Date, now: Date): string {
  const moment = lagosMoment(opensAt);
  const today = lagosMoment(now);
  const time = clock(moment.minute);
  if (moment.date === today.date) return `at ${time} today`;
  const tomorrow = lagosMoment(new Date(now.getTime() + DAY_MS));
  if (moment.date === tomorrow.date) return `at ${time} tomorrow`;
  const name = WEEKDAYS[moment.weekday] ?? 'monday';
  return `at ${time} on ${name[0]?.toUpperCase()}${name.slice(1)}`;
}
