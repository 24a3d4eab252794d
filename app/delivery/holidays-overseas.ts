// Public holidays of the storefront countries in the Americas and Oceania (rules as in holidays.ts).
import { easter, type HolidayRule, usObserved, withSubstitutes } from "./holiday-rules";
import { MON, nthWeekday, type PlainDate, THU, weekdayOnOrAfter, ymd } from "./plain-date";

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

/** Public holidays of the storefront countries in the Americas and Oceania. */
export const OVERSEAS_HOLIDAYS: Record<string, HolidayRule> = {
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
