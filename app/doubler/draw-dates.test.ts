import { describe, expect, it } from "vitest";
import { drawDayOf, drawDueAt, drawMonthForEntry } from "./draw-dates";

describe("the doubler's draw dates (the first Monday of the month, in the storefront's zone)", () => {
  it("the first Monday of a month", () => {
    expect(drawDayOf("2026-12")).toBe("2026-12-07");
    expect(drawDayOf("2027-02")).toBe("2027-02-01");
    expect(drawDayOf("2026-06")).toBe("2026-06-01");
  });

  it("an entry before the draw day joins this month's draw; from the draw day on, next month's", () => {
    expect(drawMonthForEntry("2026-12-01")).toBe("2026-12");
    expect(drawMonthForEntry("2026-12-06")).toBe("2026-12");
    expect(drawMonthForEntry("2026-12-07")).toBe("2027-01");
    expect(drawMonthForEntry("2026-12-31")).toBe("2027-01");
    expect(drawMonthForEntry("2026-11-25")).toBe("2026-12");
  });

  it("a draw is due on the first Monday only — not on another weekday, not on the second Monday", () => {
    const brussels = "Europe/Brussels";
    expect(drawDueAt(new Date("2026-12-07T08:00:00Z"), brussels)).toBe("2026-12");
    expect(drawDueAt(new Date("2026-12-08T08:00:00Z"), brussels)).toBeNull();
    expect(drawDueAt(new Date("2026-12-14T08:00:00Z"), brussels)).toBeNull();
    expect(drawDueAt(new Date("2026-12-06T08:00:00Z"), brussels)).toBeNull();
  });

  it("the day is the storefront's: Monday has begun in Brussels while it is still Sunday in UTC", () => {
    const sundayEveningUtc = new Date("2026-12-06T23:30:00Z");
    expect(drawDueAt(sundayEveningUtc, "Europe/Brussels")).toBe("2026-12");
    expect(drawDueAt(sundayEveningUtc, "Europe/London")).toBeNull();
  });
});
