// National public holidays per storefront country. Only days that are off nationwide (the postal
// carrier does not collect or deliver); regional days (German Länder, Swiss cantons, Spanish
// communities, Scottish bank holidays, US state days, Australian state days) are left out, because
// a regional day off in one part of the country still sees parcels moving.
import type { HolidayRule } from "./holiday-rules";
import { EUROPEAN_HOLIDAYS } from "./holidays-europe";
import { OVERSEAS_HOLIDAYS } from "./holidays-overseas";
import { addDays, isWeekend, type PlainDate } from "./plain-date";

const HOLIDAY_RULES: Record<string, HolidayRule> = { ...EUROPEAN_HOLIDAYS, ...OVERSEAS_HOLIDAYS };

const holidayCache = new Map<string, ReadonlySet<PlainDate>>();

function holidaysOf(country: string, year: number): ReadonlySet<PlainDate> {
  const key = `${country}:${year}`;
  const cached = holidayCache.get(key);
  if (cached) return cached;
  const rule = HOLIDAY_RULES[country];
  const prefix = `${String(year).padStart(4, "0")}-`;
  // Observed days cross the year boundary (US: New Year on a Saturday is observed on 31 December of
  // the year before), so the neighbouring years' rules contribute too.
  const days = rule
    ? new Set([...rule(year - 1), ...rule(year), ...rule(year + 1)].filter((d) => d.startsWith(prefix)))
    : new Set<PlainDate>();
  holidayCache.set(key, days);
  return days;
}

/** National public holidays (as observed, substitute days included); an unknown country has none. */
export function publicHolidays(country: string, year: number): Set<PlainDate> {
  // A copy, so a caller adding to it cannot corrupt the shared cache.
  return new Set(holidaysOf(country.toUpperCase(), year));
}

/** spec §1 "working days": Monday to Friday and not a national public holiday. */
export function isWorkingDay(date: PlainDate, country: string): boolean {
  if (isWeekend(date)) return false;
  return !holidaysOf(country.toUpperCase(), Number(date.slice(0, 4))).has(date);
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: PlainDate, country: string): PlainDate {
  let next = addDays(date, 1);
  while (!isWorkingDay(next, country)) next = addDays(next, 1);
  return next;
}
