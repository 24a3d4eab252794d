import { describe, expect, it } from "vitest";
import {
  DISPATCH_CUTOFF_HOUR,
  digitalSendAt,
  earliestDispatchDate,
  expectedDelivery,
  isValidDispatchDate,
  MAX_SCHEDULE_DAYS,
} from "./delivery-dates";
import { isWorkingDay, nextWorkingDay, publicHolidays } from "./holidays";
import { addDays } from "./plain-date";
import { localNow, zonedInstant } from "./zoned-time";

// Instants are written in UTC on purpose: the module must give the same answer whatever the machine's
// zone (this file is also run with TZ=Pacific/Auckland).
const belgium = { timeZone: "Europe/Brussels", country: "BE" };
const unitedStates = { timeZone: "America/New_York", country: "US" };
const newZealand = { timeZone: "Pacific/Auckland", country: "NZ" };
const at = (iso: string) => new Date(iso);

describe("plain dates", () => {
  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // The day Brussels moves its clocks forward is still one calendar day long here.
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });

  it("refuses a malformed date instead of computing with it", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => isWorkingDay("23/11/2026", "BE")).toThrow(RangeError);
  });

  it("reads the wall clock of the storefront's zone, midnight as hour 0", () => {
    expect(localNow(at("2026-11-23T16:30:00Z"), "Europe/Brussels")).toEqual({
      date: "2026-11-23",
      hour: 17,
      minute: 30,
    });
    expect(localNow(at("2026-11-23T16:30:00Z"), "America/New_York")).toEqual({
      date: "2026-11-23",
      hour: 11,
      minute: 30,
    });
    expect(localNow(at("2026-11-23T16:30:00Z"), "Pacific/Auckland")).toEqual({
      date: "2026-11-24",
      hour: 5,
      minute: 30,
    });
    expect(localNow(at("2027-01-01T00:00:00Z"), "Europe/London")).toEqual({ date: "2027-01-01", hour: 0, minute: 0 });
  });

  it("moves on with the clock: the last second of a minute, the next minute, across a day and a zone's half hour", () => {
    expect(localNow(at("2026-11-23T22:59:59Z"), "Europe/Brussels")).toEqual({
      date: "2026-11-23",
      hour: 23,
      minute: 59,
    });
    expect(localNow(at("2026-11-23T23:00:00Z"), "Europe/Brussels")).toEqual({ date: "2026-11-24", hour: 0, minute: 0 });
    expect(localNow(at("2026-11-23T23:00:30Z"), "Asia/Kolkata")).toEqual({ date: "2026-11-24", hour: 4, minute: 30 });
    // The same instant again in the first zone: its own clock, not the other zone's.
    expect(localNow(at("2026-11-23T23:00:30Z"), "Europe/Brussels")).toEqual({ date: "2026-11-24", hour: 0, minute: 0 });
    const local = localNow(at("2026-11-23T23:00:40Z"), "Europe/Brussels");
    local.hour = 12;
    expect(localNow(at("2026-11-23T23:00:50Z"), "Europe/Brussels").hour).toBe(0);
  });
});

describe("working days and public holidays", () => {
  it("counts Monday to Friday as working days, weekends not", () => {
    expect(isWorkingDay("2026-11-23", "BE")).toBe(true); // Monday
    expect(isWorkingDay("2026-11-27", "BE")).toBe(true); // Friday
    expect(isWorkingDay("2026-11-28", "BE")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-29", "BE")).toBe(false); // Sunday
  });

  it("places Easter by the Gregorian computus (seen through Poland, which keeps Easter Sunday)", () => {
    expect(publicHolidays("PL", 2026).has("2026-04-05")).toBe(true);
    expect(publicHolidays("PL", 2027).has("2027-03-28")).toBe(true);
    expect(publicHolidays("PL", 2038).has("2038-04-25")).toBe(true); // latest possible Easter
    expect(publicHolidays("PL", 2285).has("2285-03-22")).toBe(true); // earliest possible Easter
  });

  it("has no holidays for a country we do not know, and a copy cannot corrupt the calendar", () => {
    expect(publicHolidays("XX", 2026).size).toBe(0);
    const be = publicHolidays("BE", 2026);
    be.add("2026-11-23");
    expect(isWorkingDay("2026-11-23", "BE")).toBe(true);
  });

  // One characteristic national day per storefront country, each on a weekday.
  it.each([
    ["BE", "2026-07-21", "Belgian National Day"],
    ["NL", "2026-04-27", "King's Day"],
    ["LU", "2026-06-23", "Luxembourg National Day"],
    ["DE", "2025-10-03", "German Unity Day"],
    ["AT", "2026-10-26", "Austrian National Day"],
    ["CH", "2025-08-01", "Swiss National Day"],
    ["FR", "2026-07-14", "Bastille Day"],
    ["IT", "2026-06-02", "Festa della Repubblica"],
    ["ES", "2026-10-12", "Fiesta Nacional de España"],
    ["PT", "2026-06-10", "Dia de Portugal"],
    ["IE", "2026-03-17", "St Patrick's Day"],
    ["GB", "2026-08-31", "Summer bank holiday"],
    ["PL", "2027-05-03", "Constitution Day"],
    ["SE", "2025-06-06", "Swedish National Day"],
    ["DK", "2026-04-02", "Maundy Thursday"],
    ["NO", "2028-05-17", "Constitution Day"],
    ["FI", "2027-12-06", "Independence Day"],
    ["US", "2026-11-26", "Thanksgiving"],
    ["CA", "2026-07-01", "Canada Day"],
    ["MX", "2026-09-16", "Independence Day"],
    ["BR", "2026-09-07", "Independence Day"],
    ["AU", "2026-01-26", "Australia Day"],
    ["NZ", "2026-02-06", "Waitangi Day"],
  ])("%s: %s (%s) is not a working day", (country, date) => {
    expect(isWorkingDay(date, country)).toBe(false);
    expect(publicHolidays(country, Number(date.slice(0, 4))).has(date)).toBe(true);
    // …but a working day in a country that does not celebrate it: the calendars are not mixed up.
    expect(isWorkingDay(date, country === "BE" ? "NL" : "BE")).toBe(true);
  });

  it("keeps King's Day on Saturday 26 April when 27 April is a Sunday (NL)", () => {
    const nl2025 = publicHolidays("NL", 2025);
    expect(nl2025.has("2025-04-26")).toBe(true);
    expect(nl2025.has("2025-04-27")).toBe(false);
  });

  it("gives UK bank holidays with substitute days: Christmas 2027 on a Saturday → Monday 27 and Tuesday 28", () => {
    const gb = publicHolidays("GB", 2027);
    expect(gb.has("2027-12-27")).toBe(true);
    expect(gb.has("2027-12-28")).toBe(true);
    expect(isWorkingDay("2027-12-24", "GB")).toBe(true);
    expect(nextWorkingDay("2027-12-24", "GB")).toBe("2027-12-29");
    // Christmas on a Sunday (2022): Boxing Day keeps Monday 26, Christmas moves to Tuesday 27.
    expect(isWorkingDay("2022-12-26", "GB")).toBe(false);
    expect(isWorkingDay("2022-12-27", "GB")).toBe(false);
    // Early May and Spring bank holidays: first and last Monday of May.
    expect(isWorkingDay("2026-05-04", "GB")).toBe(false);
    expect(isWorkingDay("2026-05-25", "GB")).toBe(false);
  });

  it("gives Ireland its Monday holidays and St Brigid's Day", () => {
    expect(isWorkingDay("2026-02-02", "IE")).toBe(false); // St Brigid's: first Monday of February
    expect(isWorkingDay("2027-02-01", "IE")).toBe(false);
    expect(isWorkingDay("2026-10-26", "IE")).toBe(false); // last Monday of October
    expect(isWorkingDay("2026-12-28", "IE")).toBe(false); // St Stephen's Day on Saturday, substituted
  });

  it("gives the US its nth-weekday holidays and observes weekend holidays on Friday or Monday", () => {
    expect(publicHolidays("US", 2026).has("2026-11-26")).toBe(true); // Thanksgiving, 4th Thursday
    expect(isWorkingDay("2026-01-19", "US")).toBe(false); // Martin Luther King Jr. Day
    expect(isWorkingDay("2026-05-25", "US")).toBe(false); // Memorial Day
    expect(isWorkingDay("2026-09-07", "US")).toBe(false); // Labor Day
    expect(isWorkingDay("2026-07-03", "US")).toBe(false); // 4 July on a Saturday
    // New Year's Day 2028 is a Saturday: observed on Friday 31 December 2027, a year earlier.
    expect(isWorkingDay("2027-12-31", "US")).toBe(false);
    expect(publicHolidays("US", 2027).has("2027-12-31")).toBe(true);
    expect(publicHolidays("US", 2028).has("2027-12-31")).toBe(false);
  });

  it("closes Sweden on Midsummer Eve and Christmas Eve, though they are not legal holidays", () => {
    expect(isWorkingDay("2026-06-19", "SE")).toBe(false);
    expect(isWorkingDay("2027-06-25", "SE")).toBe(false);
    expect(isWorkingDay("2026-12-24", "SE")).toBe(false);
    expect(isWorkingDay("2026-06-18", "SE")).toBe(true);
    expect(isWorkingDay("2026-06-19", "FI")).toBe(false); // Finland too
  });

  it("follows law changes: Danish Great Prayer Day abolished, Polish Christmas Eve and Italian St Francis added", () => {
    expect(isWorkingDay("2023-05-05", "DK")).toBe(false);
    expect(isWorkingDay("2024-04-26", "DK")).toBe(true);
    expect(isWorkingDay("2024-12-24", "PL")).toBe(true);
    expect(isWorkingDay("2026-12-24", "PL")).toBe(false);
    expect(isWorkingDay("2024-10-04", "IT")).toBe(true);
    expect(isWorkingDay("2027-10-04", "IT")).toBe(false);
  });

  it("gives Poland its Easter-based Corpus Christi, and Austria too", () => {
    expect(isWorkingDay("2026-06-04", "PL")).toBe(false);
    expect(isWorkingDay("2026-11-11", "PL")).toBe(false); // Independence Day
    expect(isWorkingDay("2027-05-27", "PL")).toBe(false);
    expect(isWorkingDay("2026-06-04", "AT")).toBe(false);
    expect(isWorkingDay("2026-06-04", "DE")).toBe(true); // only some German Länder: not national
  });

  it("treats Brazilian Carnival Monday and Tuesday as non-working (documented choice)", () => {
    expect(isWorkingDay("2026-02-16", "BR")).toBe(false);
    expect(isWorkingDay("2026-02-17", "BR")).toBe(false);
    expect(isWorkingDay("2026-02-18", "BR")).toBe(true); // Ash Wednesday
  });

  it("gives New Zealand Matariki and Mondayises ANZAC Day, but not Australia", () => {
    expect(isWorkingDay("2026-07-10", "NZ")).toBe(false);
    expect(isWorkingDay("2026-04-27", "NZ")).toBe(false);
    expect(isWorkingDay("2026-04-27", "AU")).toBe(true);
    expect(isWorkingDay("2026-12-28", "AU")).toBe(false); // Boxing Day on Saturday, substituted
  });

  it("moves Mexico's holidays to Mondays and keeps Canada Day on a weekday", () => {
    expect(isWorkingDay("2026-02-02", "MX")).toBe(false); // Constitution Day, first Monday of February
    expect(isWorkingDay("2026-03-16", "MX")).toBe(false); // Benito Juárez, third Monday of March
    expect(isWorkingDay("2026-11-16", "MX")).toBe(false); // Revolution Day, third Monday of November
    expect(isWorkingDay("2026-05-18", "CA")).toBe(false); // Victoria Day
    expect(isWorkingDay("2023-07-03", "CA")).toBe(false); // Canada Day 2023 on a Saturday
  });

  it("finds the next working day strictly after a date", () => {
    expect(nextWorkingDay("2026-11-23", "BE")).toBe("2026-11-24");
    expect(nextWorkingDay("2026-11-27", "BE")).toBe("2026-11-30");
    expect(nextWorkingDay("2026-12-24", "BE")).toBe("2026-12-28"); // skips Christmas Friday and the weekend
  });
});

describe("earliest dispatch date (spec §1: working days before 17:00 ship the same day)", () => {
  it("ships a Belgian order placed Monday 16:59 the same day", () => {
    expect(earliestDispatchDate(at("2026-11-23T15:59:00Z"), belgium)).toBe("2026-11-23");
  });

  it("ships at 17:00 sharp the next working day", () => {
    expect(DISPATCH_CUTOFF_HOUR).toBe(17);
    expect(earliestDispatchDate(at("2026-11-23T16:00:00Z"), belgium)).toBe("2026-11-24");
  });

  it("ships a Friday 17:30 order on Monday", () => {
    expect(earliestDispatchDate(at("2026-11-27T16:30:00Z"), belgium)).toBe("2026-11-30");
  });

  it("ships a Saturday morning order on Monday", () => {
    expect(earliestDispatchDate(at("2026-11-28T09:00:00Z"), belgium)).toBe("2026-11-30");
  });

  it("does not ship on a public holiday morning, nor on Easter Monday 2027", () => {
    expect(earliestDispatchDate(at("2026-07-21T08:00:00Z"), belgium)).toBe("2026-07-22");
    expect(earliestDispatchDate(at("2027-03-28T10:00:00Z"), belgium)).toBe("2027-03-30");
    expect(earliestDispatchDate(at("2027-03-26T17:30:00Z"), belgium)).toBe("2027-03-30");
  });

  it("uses the storefront's clock: 16:30 UTC is 17:30 in Brussels but 11:30 in New York", () => {
    const now = at("2026-11-23T16:30:00Z");
    expect(earliestDispatchDate(now, belgium)).toBe("2026-11-24");
    expect(earliestDispatchDate(now, unitedStates)).toBe("2026-11-23");
  });

  it("uses the storefront's calendar day: 20:00 UTC Monday is Tuesday morning in Auckland", () => {
    expect(earliestDispatchDate(at("2026-11-23T20:00:00Z"), newZealand)).toBe("2026-11-24");
  });

  it("applies the cut-off in summer time too (CEST, UTC+2)", () => {
    expect(earliestDispatchDate(at("2026-07-01T14:59:00Z"), belgium)).toBe("2026-07-01");
    expect(earliestDispatchDate(at("2026-07-01T15:00:00Z"), belgium)).toBe("2026-07-02");
  });
});

describe("expected delivery (spec §1: 2-3 working days)", () => {
  it("delivers 2 to 3 working days after dispatch, skipping the weekend", () => {
    expect(expectedDelivery("2026-11-23", "BE")).toEqual({ from: "2026-11-25", to: "2026-11-26" });
    expect(expectedDelivery("2026-11-26", "BE")).toEqual({ from: "2026-11-30", to: "2026-12-01" });
    expect(expectedDelivery("2026-11-27", "BE")).toEqual({ from: "2026-12-01", to: "2026-12-02" });
  });

  it("skips public holidays too", () => {
    expect(expectedDelivery("2026-12-23", "BE")).toEqual({ from: "2026-12-28", to: "2026-12-29" });
    expect(expectedDelivery("2027-12-23", "GB")).toEqual({ from: "2027-12-29", to: "2027-12-30" });
  });
});

describe("choosing a dispatch date", () => {
  const now = at("2026-11-23T10:00:00Z"); // Monday 11:00 in Brussels

  it("accepts the earliest dispatch date and later working days", () => {
    expect(isValidDispatchDate("2026-11-23", now, belgium)).toBe(true);
    expect(isValidDispatchDate("2026-12-01", now, belgium)).toBe(true);
  });

  it("refuses a date before the earliest one, a weekend and a public holiday", () => {
    expect(isValidDispatchDate("2026-11-20", now, belgium)).toBe(false);
    expect(isValidDispatchDate("2026-11-23", at("2026-11-23T16:00:00Z"), belgium)).toBe(false);
    expect(isValidDispatchDate("2026-11-28", now, belgium)).toBe(false);
    expect(isValidDispatchDate("2026-12-25", now, belgium)).toBe(false);
  });

  it(`accepts up to ${MAX_SCHEDULE_DAYS} days ahead and not one day more`, () => {
    expect(isValidDispatchDate("2027-11-23", now, belgium)).toBe(true);
    expect(isValidDispatchDate("2027-11-24", now, belgium)).toBe(false);
  });

  it("refuses malformed shopper input instead of throwing", () => {
    expect(isValidDispatchDate("2026-13-01", now, belgium)).toBe(false);
    expect(isValidDispatchDate("2026-02-30", now, belgium)).toBe(false);
    expect(isValidDispatchDate("30/11/2026", now, belgium)).toBe(false);
    expect(isValidDispatchDate("", now, belgium)).toBe(false);
  });
});

describe("zoned instants for scheduled digital delivery", () => {
  it("converts a local date and time in winter and summer time", () => {
    expect(zonedInstant("2026-12-24", "09:00", "Europe/Brussels")?.toISOString()).toBe("2026-12-24T08:00:00.000Z");
    expect(zonedInstant("2026-07-01", "09:00", "Europe/Brussels")?.toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(zonedInstant("2026-12-24", "09:00", "America/Sao_Paulo")?.toISOString()).toBe("2026-12-24T12:00:00.000Z");
    expect(zonedInstant("2026-12-24", "00:00", "Pacific/Auckland")?.toISOString()).toBe("2026-12-23T11:00:00.000Z");
  });

  it("returns null for a time skipped when clocks go forward", () => {
    expect(zonedInstant("2026-03-29", "02:30", "Europe/Brussels")).toBeNull();
    expect(zonedInstant("2026-03-08", "02:30", "America/New_York")).toBeNull();
    expect(zonedInstant("2026-09-27", "02:30", "Pacific/Auckland")).toBeNull();
    expect(zonedInstant("2026-03-29", "03:00", "Europe/Brussels")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("takes the first of two moments when clocks go back", () => {
    expect(zonedInstant("2026-10-25", "02:30", "Europe/Brussels")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(zonedInstant("2026-04-05", "02:30", "Pacific/Auckland")?.toISOString()).toBe("2026-04-04T13:30:00.000Z");
  });

  it("returns null for malformed dates and times", () => {
    expect(zonedInstant("2026-02-30", "09:00", "Europe/Brussels")).toBeNull();
    expect(zonedInstant("2026-12-24", "24:00", "Europe/Brussels")).toBeNull();
    expect(zonedInstant("2026-12-24", "9:00", "Europe/Brussels")).toBeNull();
    expect(zonedInstant("2026-12-24", "09:60", "Europe/Brussels")).toBeNull();
    expect(zonedInstant("24-12-2026", "09:00", "Europe/Brussels")).toBeNull();
  });
});

describe("when a digital card is sent", () => {
  const now = at("2026-11-23T10:00:00Z"); // 11:00 in Brussels

  it("sends now when the shopper did not schedule", () => {
    expect(digitalSendAt(now, null, "Europe/Brussels")).toEqual({ ok: true, at: now });
  });

  it("sends at the scheduled local moment", () => {
    expect(digitalSendAt(now, { date: "2026-12-24", time: "08:00" }, "Europe/Brussels")).toEqual({
      ok: true,
      at: at("2026-12-24T07:00:00Z"),
    });
  });

  it("refuses a moment in the past, but allows one minute of grace and then sends now", () => {
    expect(digitalSendAt(now, { date: "2026-11-23", time: "10:58" }, "Europe/Brussels")).toEqual({
      ok: false,
      reason: "past",
    });
    const justAfter = at("2026-11-23T10:00:45Z");
    expect(digitalSendAt(justAfter, { date: "2026-11-23", time: "11:00" }, "Europe/Brussels")).toEqual({
      ok: true,
      at: justAfter,
    });
    expect(digitalSendAt(at("2026-11-23T10:01:30Z"), { date: "2026-11-23", time: "11:00" }, "Europe/Brussels")).toEqual(
      { ok: false, reason: "past" },
    );
  });

  it(`refuses a moment more than ${MAX_SCHEDULE_DAYS} days ahead`, () => {
    expect(digitalSendAt(now, { date: "2027-11-23", time: "23:59" }, "Europe/Brussels").ok).toBe(true);
    expect(digitalSendAt(now, { date: "2027-11-24", time: "00:00" }, "Europe/Brussels")).toEqual({
      ok: false,
      reason: "tooFar",
    });
  });

  it("refuses a malformed or non-existent local moment", () => {
    expect(digitalSendAt(now, { date: "2026-11-31", time: "09:00" }, "Europe/Brussels")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(digitalSendAt(now, { date: "2027-03-28", time: "02:15" }, "Europe/Brussels")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
