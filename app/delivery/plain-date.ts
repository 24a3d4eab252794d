// Calendar days as plain "YYYY-MM-DD" strings with arithmetic on UTC midnights, so the answer never
// depends on the machine's time zone (see delivery-dates.ts), and the weekday helpers holiday rules use.

/** A calendar date "YYYY-MM-DD" (no time zone). */
export type PlainDate = string;

export const DAY_MS = 86_400_000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC milliseconds of a wall-clock moment; setUTCFullYear so years 0–99 are not read as 19xx. */
export function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** UTC midnight of a date, or null for anything that is not a real calendar day (2026-02-30). */
export function parsePlainDate(date: string): number | null {
  const m = DATE_PATTERN.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = utcMs(year, month, day);
  return toPlainDate(ms) === date ? ms : null;
}

function toPlainDate(ms: number): PlainDate {
  const d = new Date(ms);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Callers pass dates we produced ourselves; a malformed one is a bug, so fail loudly. */
function requireDate(date: PlainDate): number {
  const ms = parsePlainDate(date);
  if (ms === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return ms;
}

export function addDays(date: PlainDate, days: number): PlainDate {
  return toPlainDate(requireDate(date) + days * DAY_MS);
}

export function ymd(year: number, month: number, day: number): PlainDate {
  return toPlainDate(utcMs(year, month, day));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: PlainDate): number {
  return new Date(requireDate(date)).getUTCDay();
}

export function isWeekend(date: PlainDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

export const SUN = 0;

export const MON = 1;

export const THU = 4;

export const FRI = 5;

export const SAT = 6;

/** The nth given weekday of a month (n = 1 first … 4 fourth; n = -1 last). */
export function nthWeekday(year: number, month: number, day: number, n: number): PlainDate {
  if (n > 0) {
    const first = ymd(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = addDays(ymd(year, month + 1, 1), -1);
  return addDays(last, -((weekday(last) - day + 7) % 7) + (n + 1) * 7);
}

/** The first given weekday on or after a date (Midsummer Eve is "the Friday between 19 and 25 June"). */
export function weekdayOnOrAfter(year: number, month: number, dayOfMonth: number, day: number): PlainDate {
  const from = ymd(year, month, dayOfMonth);
  return addDays(from, (day - weekday(from) + 7) % 7);
}
