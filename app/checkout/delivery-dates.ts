// When an order leaves the warehouse and when it arrives: working days, national public holidays of
// every storefront country, the 17:00 dispatch cut-off and scheduled digital deliveries.
//
// Pure and machine-TZ independent on purpose: it runs in the browser (date picker) and on the server
// (the action re-checks the chosen date), and both must agree whatever zone the machine is in. So a
// calendar day is a plain "YYYY-MM-DD" string, day arithmetic happens on UTC midnights, and wall-clock
// time in a storefront's zone only ever comes from Intl.

/** A calendar date "YYYY-MM-DD" (no time zone). */
export type PlainDate = string;

/** spec §1, §9: orders placed on working days before 17:00 are shipped the same day. */
export const DISPATCH_CUTOFF_HOUR = 17;
/** Digital cards are delivered within one hour (spec §1). */
export const DIGITAL_DELIVERY_MINUTES = 60;
/** How far ahead a shopper may schedule a delivery. */
export const MAX_SCHEDULE_DAYS = 365;

/** spec §1 postal guarantee "2-3 working days". */
const POSTAL_DAYS_MIN = 2;
const POSTAL_DAYS_MAX = 3;
/** A schedule picked a few seconds before submitting must not be refused as "in the past". */
const PAST_GRACE_MS = 60_000;
const DAY_MS = 86_400_000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

// ---------------------------------------------------------------------------------------------
// Plain dates
// ---------------------------------------------------------------------------------------------

/** UTC milliseconds of a wall-clock moment; setUTCFullYear so years 0–99 are not read as 19xx. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** UTC midnight of a date, or null for anything that is not a real calendar day (2026-02-30). */
function parsePlainDate(date: string): number | null {
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

function ymd(year: number, month: number, day: number): PlainDate {
  return toPlainDate(utcMs(year, month, day));
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(date: PlainDate): number {
  return new Date(requireDate(date)).getUTCDay();
}

function isWeekend(date: PlainDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

// ---------------------------------------------------------------------------------------------
// Holiday building blocks
// ---------------------------------------------------------------------------------------------

const SUN = 0;
const MON = 1;
const THU = 4;
const FRI = 5;
const SAT = 6;

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

function easter(year: number, feast: keyof typeof EASTER): PlainDate {
  return addDays(easterSunday(year), EASTER[feast]);
}

/** The nth given weekday of a month (n = 1 first … 4 fourth; n = -1 last). */
function nthWeekday(year: number, month: number, day: number, n: number): PlainDate {
  if (n > 0) {
    const first = ymd(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = addDays(ymd(year, month + 1, 1), -1);
  return addDays(last, -((weekday(last) - day + 7) % 7) + (n + 1) * 7);
}

/** The first given weekday on or after a date (Midsummer Eve is "the Friday between 19 and 25 June"). */
function weekdayOnOrAfter(year: number, month: number, dayOfMonth: number, day: number): PlainDate {
  const from = ymd(year, month, dayOfMonth);
  return addDays(from, (day - weekday(from) + 7) % 7);
}

/**
 * Where a holiday on a Saturday or Sunday gives a day off on the next free weekday (UK, IE, CA, AU,
 * NZ "Mondayisation"). Processed in date order so Christmas on a Saturday takes Monday and Boxing Day
 * on the Sunday takes Tuesday, and a substitute never lands on another holiday.
 */
function withSubstitutes(substitutable: PlainDate[], others: PlainDate[] = []): PlainDate[] {
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
function usObserved(date: PlainDate): PlainDate {
  const day = weekday(date);
  return day === SAT ? addDays(date, -1) : day === SUN ? addDays(date, 1) : date;
}

// ---------------------------------------------------------------------------------------------
// National public holidays per storefront country. Only days that are off nationwide (the postal
// carrier does not collect or deliver); regional days (German Länder, Swiss cantons, Spanish
// communities, Scottish bank holidays, US state days, Australian state days) are left out, because
// a regional day off in one part of the country still sees parcels moving.
// ---------------------------------------------------------------------------------------------

/** Matariki follows the Māori lunar calendar; the Te Kāhui o Matariki Public Holiday Act 2022 lists the dates. */
const MATARIKI: Record<number, PlainDate> = Object.fromEntries(
  [
    "2022-06-24",
    "2023-07-14",
    "2024-06-28",
    "2025-06-20",
    "2026-07-10",
    "2027-06-25",
    "2028-07-14",
    "2029-07-06",
    "2030-06-21",
    "2031-07-11",
    "2032-07-02",
    "2033-06-24",
    "2034-07-07",
    "2035-06-29",
    "2036-07-18",
    "2037-07-10",
    "2038-06-25",
    "2039-07-15",
    "2040-07-06",
    "2041-07-19",
    "2042-07-11",
    "2043-07-03",
    "2044-06-24",
    "2045-07-07",
    "2046-06-29",
    "2047-07-19",
    "2048-07-03",
    "2049-06-25",
    "2050-07-15",
    "2051-06-30",
    "2052-06-21",
  ].map((date) => [Number(date.slice(0, 4)), date]),
);

type HolidayRule = (year: number) => PlainDate[];

const HOLIDAY_RULES: Record<string, HolidayRule> = {
  // Belgium: the ten legal public holidays.
  BE: (y) => [
    ymd(y, 1, 1),
    easter(y, "easterMonday"),
    ymd(y, 5, 1),
    easter(y, "ascension"),
    easter(y, "whitMonday"),
    ymd(y, 7, 21), // National Day
    ymd(y, 8, 15),
    ymd(y, 11, 1),
    ymd(y, 11, 11), // Armistice
    ymd(y, 12, 25),
  ],
  // Netherlands: Algemene termijnenwet days. Good Friday is not a national day off. Liberation Day
  // (5 May) is a day off nationwide only in lustrum years; in other years post and most work go on.
  NL: (y) => [
    ymd(y, 1, 1),
    easter(y, "easterMonday"),
    // King's Day moves to the 26th when the 27th is a Sunday.
    weekday(ymd(y, 4, 27)) === SUN ? ymd(y, 4, 26) : ymd(y, 4, 27),
    ...(y % 5 === 0 ? [ymd(y, 5, 5)] : []),
    easter(y, "ascension"),
    easter(y, "whitMonday"),
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  LU: (y) => [
    ymd(y, 1, 1),
    easter(y, "easterMonday"),
    ymd(y, 5, 1),
    ...(y >= 2019 ? [ymd(y, 5, 9)] : []), // Europe Day, a public holiday since 2019
    easter(y, "ascension"),
    easter(y, "whitMonday"),
    ymd(y, 6, 23), // National Day
    ymd(y, 8, 15),
    ymd(y, 11, 1),
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  // Germany: the federal holidays only (Epiphany, Corpus Christi, Reformation Day … are per Land).
  DE: (y) => [
    ymd(y, 1, 1),
    easter(y, "goodFriday"),
    easter(y, "easterMonday"),
    ymd(y, 5, 1),
    easter(y, "ascension"),
    easter(y, "whitMonday"),
    ymd(y, 10, 3), // German Unity Day
    ...(y === 2017 ? [ymd(y, 10, 31)] : []), // Reformation 500 years, once nationwide
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  AT: (y) => [
    ymd(y, 1, 1),
    ymd(y, 1, 6),
    easter(y, "easterMonday"),
    ymd(y, 5, 1),
    easter(y, "ascension"),
    easter(y, "whitMonday"),
    easter(y, "corpusChristi"),
    ymd(y, 8, 15),
    ymd(y, 10, 26), // National Day
    ymd(y, 11, 1),
    ymd(y, 12, 8),
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  // Switzerland: federal law knows only 1 August; the other days are kept by (nearly) every canton,
  // and Swiss Post does not deliver on them, so they count as national for shipping.
  CH: (y) => [
    ymd(y, 1, 1),
    easter(y, "goodFriday"),
    easter(y, "easterMonday"),
    easter(y, "ascension"),
    easter(y, "whitMonday"),
    ymd(y, 8, 1), // Swiss National Day
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  // France: the eleven jours fériés (Alsace-Moselle's Good Friday and 26 December are regional).
  FR: (y) => [
    ymd(y, 1, 1),
    easter(y, "easterMonday"),
    ymd(y, 5, 1),
    ymd(y, 5, 8), // Victory in Europe
    easter(y, "ascension"),
    easter(y, "whitMonday"),
    ymd(y, 7, 14), // Bastille Day
    ymd(y, 8, 15),
    ymd(y, 11, 1),
    ymd(y, 11, 11),
    ymd(y, 12, 25),
  ],
  IT: (y) => [
    ymd(y, 1, 1),
    ymd(y, 1, 6),
    easter(y, "easterMonday"),
    ymd(y, 4, 25), // Liberation Day
    ymd(y, 5, 1),
    ymd(y, 6, 2), // Republic Day
    ymd(y, 8, 15),
    ...(y >= 2026 ? [ymd(y, 10, 4)] : []), // St Francis of Assisi, national again from 2026 (Law 151/2025)
    ymd(y, 11, 1),
    ymd(y, 12, 8),
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  // Spain: the days common to every autonomous community (Maundy Thursday and Sunday-to-Monday moves
  // are decided per community).
  ES: (y) => [
    ymd(y, 1, 1),
    ymd(y, 1, 6),
    easter(y, "goodFriday"),
    ymd(y, 5, 1),
    ymd(y, 8, 15),
    ymd(y, 10, 12), // Fiesta Nacional de España
    ymd(y, 11, 1),
    ymd(y, 12, 6), // Constitution Day
    ymd(y, 12, 8),
    ymd(y, 12, 25),
  ],
  // Portugal: the legal feriados obrigatórios; Carnival is optional (granted by the government some
  // years only), so it is not a holiday here.
  PT: (y) => [
    ymd(y, 1, 1),
    easter(y, "goodFriday"),
    easter(y, "easterSunday"),
    ymd(y, 4, 25), // Freedom Day
    ymd(y, 5, 1),
    easter(y, "corpusChristi"),
    ymd(y, 6, 10), // Portugal Day
    ymd(y, 8, 15),
    ymd(y, 10, 5),
    ymd(y, 11, 1),
    ymd(y, 12, 1),
    ymd(y, 12, 8),
    ymd(y, 12, 25),
  ],
  // Ireland: a fixed-date holiday on a weekend gives the next weekday off in practice (banks, An Post).
  IE: (y) =>
    withSubstitutes(
      [ymd(y, 1, 1), ymd(y, 3, 17), ymd(y, 12, 25), ymd(y, 12, 26)], // … St Patrick's, Christmas, St Stephen's
      [
        // St Brigid's Day (since 2023): the first Monday of February, or 1 February when that is a Friday.
        ...(y >= 2023 ? [weekday(ymd(y, 2, 1)) === FRI ? ymd(y, 2, 1) : nthWeekday(y, 2, MON, 1)] : []),
        ...(y === 2022 ? [ymd(y, 3, 18)] : []), // one-off day of remembrance
        easter(y, "easterMonday"),
        nthWeekday(y, 5, MON, 1),
        nthWeekday(y, 6, MON, 1),
        nthWeekday(y, 8, MON, 1),
        nthWeekday(y, 10, MON, -1),
      ],
    ),
  // United Kingdom: the England & Wales bank holidays (Royal Mail's calendar and most shoppers);
  // Scotland's 2 January / first Monday of August and Northern Ireland's extra days are regional.
  GB: (y) => {
    const earlyMay = y === 2020 ? ymd(y, 5, 8) : nthWeekday(y, 5, MON, 1); // moved for VE Day 75
    const spring = y === 2022 ? ymd(y, 6, 2) : nthWeekday(y, 5, MON, -1); // moved for the Platinum Jubilee
    const oneOff: Record<number, PlainDate[]> = {
      2022: [ymd(2022, 6, 3), ymd(2022, 9, 19)], // Platinum Jubilee, State Funeral
      2023: [ymd(2023, 5, 8)], // Coronation
    };
    return withSubstitutes(
      [ymd(y, 1, 1), ymd(y, 12, 25), ymd(y, 12, 26)],
      [
        easter(y, "goodFriday"),
        easter(y, "easterMonday"),
        earlyMay,
        spring,
        nthWeekday(y, 8, MON, -1), // Summer bank holiday
        ...(oneOff[y] ?? []),
      ],
    );
  },
  PL: (y) => [
    ymd(y, 1, 1),
    ymd(y, 1, 6),
    easter(y, "easterSunday"),
    easter(y, "easterMonday"),
    ymd(y, 5, 1),
    ymd(y, 5, 3), // Constitution Day
    easter(y, "whitSunday"),
    easter(y, "corpusChristi"),
    ymd(y, 8, 15),
    ymd(y, 11, 1),
    ymd(y, 11, 11), // Independence Day
    ...(y >= 2025 ? [ymd(y, 12, 24)] : []), // Christmas Eve, a public holiday since 2025
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  // Sweden: the legal helgdagar plus Midsummer, Christmas and New Year's Eve, which are not legal
  // holidays but are treated as Sundays: offices close and PostNord does not deliver.
  SE: (y) => [
    ymd(y, 1, 1),
    ymd(y, 1, 6),
    easter(y, "goodFriday"),
    easter(y, "easterMonday"),
    ymd(y, 5, 1),
    easter(y, "ascension"),
    ymd(y, 6, 6), // National Day
    weekdayOnOrAfter(y, 6, 19, FRI), // Midsummer Eve
    weekdayOnOrAfter(y, 6, 20, SAT), // Midsummer Day
    weekdayOnOrAfter(y, 10, 31, SAT), // All Saints' Day
    ymd(y, 12, 24),
    ymd(y, 12, 25),
    ymd(y, 12, 26),
    ymd(y, 12, 31),
  ],
  // Denmark: the helligdage. Great Prayer Day was abolished from 2024; Constitution Day (5 June) is
  // not a public holiday by law.
  DK: (y) => [
    ymd(y, 1, 1),
    easter(y, "maundyThursday"),
    easter(y, "goodFriday"),
    easter(y, "easterMonday"),
    ...(y < 2024 ? [easter(y, "greatPrayerDay")] : []),
    easter(y, "ascension"),
    easter(y, "whitMonday"),
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  NO: (y) => [
    ymd(y, 1, 1),
    easter(y, "maundyThursday"),
    easter(y, "goodFriday"),
    easter(y, "easterMonday"),
    ymd(y, 5, 1),
    ymd(y, 5, 17), // Constitution Day
    easter(y, "ascension"),
    easter(y, "whitMonday"),
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  // Finland: the legal holidays plus Midsummer Eve and Christmas Eve, de facto days off (Posti rests).
  FI: (y) => [
    ymd(y, 1, 1),
    ymd(y, 1, 6),
    easter(y, "goodFriday"),
    easter(y, "easterMonday"),
    ymd(y, 5, 1),
    easter(y, "ascension"),
    weekdayOnOrAfter(y, 6, 19, FRI), // Midsummer Eve
    weekdayOnOrAfter(y, 6, 20, SAT), // Midsummer Day
    weekdayOnOrAfter(y, 10, 31, SAT), // All Saints' Day
    ymd(y, 12, 6), // Independence Day
    ymd(y, 12, 24),
    ymd(y, 12, 25),
    ymd(y, 12, 26),
  ],
  // United States: the federal holidays as observed (USPS does not deliver on them).
  US: (y) =>
    [
      ymd(y, 1, 1),
      nthWeekday(y, 1, MON, 3), // Martin Luther King Jr. Day
      nthWeekday(y, 2, MON, 3), // Washington's Birthday
      nthWeekday(y, 5, MON, -1), // Memorial Day
      ...(y >= 2021 ? [ymd(y, 6, 19)] : []), // Juneteenth
      ymd(y, 7, 4),
      nthWeekday(y, 9, MON, 1), // Labor Day
      nthWeekday(y, 10, MON, 2), // Columbus Day
      ymd(y, 11, 11), // Veterans Day
      nthWeekday(y, 11, THU, 4), // Thanksgiving
      ymd(y, 12, 25),
    ].map(usObserved),
  // Canada: the Canada Labour Code's general holidays (federal, so Canada Post); a fixed-date one on a
  // weekend is observed on the next weekday. Civic Holiday, Family Day, Easter Monday are provincial.
  CA: (y) =>
    withSubstitutes(
      [
        ymd(y, 1, 1),
        ymd(y, 7, 1), // Canada Day
        ...(y >= 2021 ? [ymd(y, 9, 30)] : []), // National Day for Truth and Reconciliation
        ymd(y, 11, 11), // Remembrance Day
        ymd(y, 12, 25),
        ymd(y, 12, 26),
      ],
      [
        easter(y, "goodFriday"),
        weekdayOnOrAfter(y, 5, 18, MON), // Victoria Day: the Monday before 25 May
        nthWeekday(y, 9, MON, 1), // Labour Day
        nthWeekday(y, 10, MON, 2), // Thanksgiving
      ],
    ),
  // Mexico: the mandatory rest days of the Ley Federal del Trabajo (art. 74). Holy Thursday/Friday,
  // 2 November and 12 December are customary but not mandatory, so carriers run.
  MX: (y) => [
    ymd(y, 1, 1),
    nthWeekday(y, 2, MON, 1), // Constitution Day
    nthWeekday(y, 3, MON, 3), // Benito Juárez's birthday
    ymd(y, 5, 1),
    ymd(y, 9, 16), // Independence Day
    // Presidential inauguration every six years: 1 October since 2024, 1 December before.
    ...(y >= 2024 && (y - 2024) % 6 === 0 ? [ymd(y, 10, 1)] : []),
    ...(y < 2024 && (y - 2018) % 6 === 0 ? [ymd(y, 12, 1)] : []),
    nthWeekday(y, 11, MON, 3), // Revolution Day
    ymd(y, 12, 25),
  ],
  // Brazil: the national feriados. Carnival Monday and Tuesday are legally only "ponto facultativo",
  // but banks close and carriers barely move, so we count them as non-working: promising a day later
  // is better than breaking the promise. Corpus Christi stays a working day (municipal holiday).
  BR: (y) => [
    ymd(y, 1, 1),
    easter(y, "carnivalMonday"),
    easter(y, "carnivalTuesday"),
    easter(y, "goodFriday"),
    ymd(y, 4, 21), // Tiradentes
    ymd(y, 5, 1),
    ymd(y, 9, 7), // Independence Day
    ymd(y, 10, 12), // Our Lady of Aparecida
    ymd(y, 11, 2), // All Souls' Day
    ymd(y, 11, 15), // Proclamation of the Republic
    ...(y >= 2024 ? [ymd(y, 11, 20)] : []), // Black Consciousness Day, national since 2024
    ymd(y, 12, 25),
  ],
  // Australia: the days every state keeps. King's Birthday and Labour Day differ per state. ANZAC Day
  // on a weekend is only substituted in some states, so it is not substituted here.
  AU: (y) =>
    withSubstitutes(
      [ymd(y, 1, 1), ymd(y, 1, 26), ymd(y, 12, 25), ymd(y, 12, 26)], // … Australia Day, Christmas, Boxing Day
      [easter(y, "goodFriday"), easter(y, "easterMonday"), ymd(y, 4, 25)],
    ),
  // New Zealand: the Holidays Act days (provincial anniversary days are regional), with
  // "Mondayisation" of the fixed-date ones.
  NZ: (y) =>
    withSubstitutes(
      [ymd(y, 1, 1), ymd(y, 1, 2), ymd(y, 2, 6), ymd(y, 4, 25), ymd(y, 12, 25), ymd(y, 12, 26)], // … Waitangi, ANZAC
      [
        easter(y, "goodFriday"),
        easter(y, "easterMonday"),
        nthWeekday(y, 6, MON, 1), // King's Birthday
        ...(MATARIKI[y] ? [MATARIKI[y]] : []),
        nthWeekday(y, 10, MON, 4), // Labour Day
      ],
    ),
};

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

// ---------------------------------------------------------------------------------------------
// Wall-clock time in a storefront's zone
// ---------------------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23, not hour12:false: some engines print midnight as "24" with the latter.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The wall clock in the zone: the shop's promise is about the storefront's local time, not the server's. */
export function localNow(now: Date, timeZone: string): { date: PlainDate; hour: number; minute: number } {
  const w = wallClock(now, timeZone);
  return { date: ymd(w.year, w.month, w.day), hour: w.hour, minute: w.minute };
}

type Storefront = { timeZone: string; country: string };

/** spec §1: same-day dispatch on working days before 17:00 in the storefront's zone, else the next working day. */
export function earliestDispatchDate(now: Date, opts: Storefront): PlainDate {
  const local = localNow(now, opts.timeZone);
  if (isWorkingDay(local.date, opts.country) && local.hour < DISPATCH_CUTOFF_HOUR) return local.date;
  return nextWorkingDay(local.date, opts.country);
}

/** The last day a shopper may schedule anything for, counted from the storefront's today. */
function lastSchedulableDate(now: Date, timeZone: string): PlainDate {
  return addDays(localNow(now, timeZone).date, MAX_SCHEDULE_DAYS);
}

/**
 * Working days a shopper may pick for a physical shipment: from the earliest dispatch date, `count`
 * working days. Never beyond MAX_SCHEDULE_DAYS, so every option passes isValidDispatchDate.
 */
export function dispatchDateOptions(now: Date, opts: Storefront, count = 30): PlainDate[] {
  const last = lastSchedulableDate(now, opts.timeZone);
  const options: PlainDate[] = [];
  for (let day = earliestDispatchDate(now, opts); options.length < count && day <= last; ) {
    options.push(day);
    day = nextWorkingDay(day, opts.country);
  }
  return options;
}

/** Expected delivery window of a physical shipment dispatched on `dispatch`: 2–3 working days later (spec §1 postal guarantee). */
export function expectedDelivery(dispatch: PlainDate, country: string): { from: PlainDate; to: PlainDate } {
  let day = dispatch;
  for (let i = 0; i < POSTAL_DAYS_MIN; i++) day = nextWorkingDay(day, country);
  const from = day;
  for (let i = POSTAL_DAYS_MIN; i < POSTAL_DAYS_MAX; i++) day = nextWorkingDay(day, country);
  return { from, to: day };
}

/**
 * Is `dispatch` a date the shopper may choose (a working day, not before the earliest, within
 * MAX_SCHEDULE_DAYS)? Takes shopper input as is, so a malformed date is simply not valid.
 */
export function isValidDispatchDate(dispatch: PlainDate, now: Date, opts: Storefront): boolean {
  if (parsePlainDate(dispatch) === null) return false;
  // Plain dates compare correctly as strings (fixed-width, most significant part first).
  return (
    isWorkingDay(dispatch, opts.country) &&
    dispatch >= earliestDispatchDate(now, opts) &&
    dispatch <= lastSchedulableDate(now, opts.timeZone)
  );
}

/**
 * The instant a digital card scheduled for local date+time ("HH:MM") in the zone is sent; null when
 * date/time are malformed or the local time does not exist (skipped by a DST change). A time that
 * exists twice (clocks going back) is the first, earlier one: sending early beats sending an hour late.
 */
export function zonedInstant(date: PlainDate, time: string, timeZone: string): Date | null {
  const day = parsePlainDate(date);
  const t = TIME_PATTERN.exec(time);
  if (day === null || !t) return null;
  const target = day + Number(t[1]) * 3_600_000 + Number(t[2]) * 60_000;
  // The zone's UTC offset a day before and a day after covers both sides of any DST change; each
  // candidate that reads back as the wanted wall clock is a real instant.
  const offsetAt = (ms: number) => {
    const w = wallClock(new Date(ms), timeZone);
    return utcMs(w.year, w.month, w.day, w.hour, w.minute, w.second) - ms;
  };
  const candidates = [...new Set([offsetAt(target - DAY_MS), offsetAt(target + DAY_MS)])]
    .map((offset) => target - offset)
    .filter((ms) => offsetAt(ms) === target - ms)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0]) : null;
}

/**
 * A digital delivery moment is valid when it is not in the past (1 minute grace) and within
 * MAX_SCHEDULE_DAYS. Returns the instant to send at (now when no schedule given, and now for a moment
 * inside the grace minute: it cannot be sent earlier).
 */
export function digitalSendAt(
  now: Date,
  schedule: { date: PlainDate; time: string } | null,
  timeZone: string,
): { ok: true; at: Date } | { ok: false; reason: "past" | "tooFar" | "invalid" } {
  if (!schedule) return { ok: true, at: new Date(now.getTime()) };
  const at = zonedInstant(schedule.date, schedule.time, timeZone);
  if (!at) return { ok: false, reason: "invalid" };
  if (at.getTime() < now.getTime() - PAST_GRACE_MS) return { ok: false, reason: "past" };
  // Counted in calendar days of the storefront, like the physical date picker.
  if (schedule.date > lastSchedulableDate(now, timeZone)) return { ok: false, reason: "tooFar" };
  return { ok: true, at: new Date(Math.max(at.getTime(), now.getTime())) };
}
