// Building blocks of the holiday rules: Easter-based days, substitute days for holidays on a weekend.
import { addDays, isWeekend, type PlainDate, SAT, SUN, weekday, ymd } from "./plain-date";

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** Days relative to Easter Sunday of the moveable feasts we need. */
const EASTER = {
  carnivalMonday: -48,
  carnivalTuesday: -47,
  maundyThursday: -3,
  goodFriday: -2,
  easterSunday: 0,
  easterMonday: 1,
  greatPrayerDay: 26,
  ascension: 39,
  whitSunday: 49,
  whitMonday: 50,
  corpusChristi: 60,
} as const;

export function easter(year: number, feast: keyof typeof EASTER): PlainDate {
  return addDays(easterSunday(year), EASTER[feast]);
}

/**
 * Where a holiday on a Saturday or Sunday gives a day off on the next free weekday (UK, IE, CA, AU,
 * NZ "Mondayisation"). Processed in date order so Christmas on a Saturday takes Monday and Boxing Day
 * on the Sunday takes Tuesday, and a substitute never lands on another holiday.
 */
export function withSubstitutes(substitutable: PlainDate[], others: PlainDate[] = []): PlainDate[] {
  const days = new Set([...substitutable, ...others]);
  for (const date of [...substitutable].sort()) {
    if (!isWeekend(date)) continue;
    let sub = addDays(date, 1);
    while (isWeekend(sub) || days.has(sub)) sub = addDays(sub, 1);
    days.add(sub);
  }
  return [...days];
}

/** US federal rule: a Saturday holiday is observed on Friday, a Sunday one on Monday. */
export function usObserved(date: PlainDate): PlainDate {
  const day = weekday(date);
  return day === SAT ? addDays(date, -1) : day === SUN ? addDays(date, 1) : date;
}

export type HolidayRule = (year: number) => PlainDate[];
