// Public holidays of the European storefront countries (rules as in holidays.ts).
import { easter, type HolidayRule, withSubstitutes } from "./holiday-rules";
import { FRI, MON, nthWeekday, type PlainDate, SAT, SUN, weekday, weekdayOnOrAfter, ymd } from "./plain-date";

/** Public holidays of the European storefront countries. */
export const EUROPEAN_HOLIDAYS: Record<string, HolidayRule> = {
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
};
