/**
 * The dispatch dates a shopper may pick for a physical shipment (basket and checkout), remembered per
 * storefront and day. Instants in UTC: the answer must not depend on the machine's zone.
 */
import { describe, expect, it } from "vitest";
import { dispatchDateOptions, earliestDispatchDate, isValidDispatchDate, MAX_SCHEDULE_DAYS } from "./delivery-dates";
import { isWorkingDay } from "./holidays";
import { addDays } from "./plain-date";

const belgium = { timeZone: "Europe/Brussels", country: "BE" };
const at = (iso: string) => new Date(iso);

describe("dispatch date options", () => {
  it("offers 30 working days by default, starting at the earliest dispatch date", () => {
    const now = at("2026-11-27T16:30:00Z");
    const options = dispatchDateOptions(now, belgium);
    expect(options).toHaveLength(30);
    expect(options[0]).toBe(earliestDispatchDate(now, belgium));
    for (const date of options) expect(isWorkingDay(date, "BE")).toBe(true);
    for (let i = 1; i < options.length; i++) expect(options[i] > options[i - 1]).toBe(true);
    expect(options).not.toContain("2026-12-25");
    expect(options).not.toContain("2026-12-26");
  });

  it("offers the requested number of working days", () => {
    expect(dispatchDateOptions(at("2026-11-27T16:30:00Z"), belgium, 5)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    expect(dispatchDateOptions(at("2026-11-27T16:30:00Z"), belgium, 0)).toEqual([]);
  });

  it("answers for the moment asked, across the cut-off, midnight, zones and countries (options are remembered per day)", () => {
    const amsterdam = { timeZone: "Europe/Amsterdam", country: "NL" };
    const london = { timeZone: "Europe/London", country: "GB" };
    // Asked in an order that would expose a remembered answer given to the wrong moment or storefront.
    const moments = [
      ["2026-11-27T15:59:00Z", belgium],
      ["2026-11-27T16:00:00Z", belgium],
      ["2026-11-27T15:59:00Z", belgium],
      ["2026-11-27T16:30:00Z", amsterdam],
      ["2026-11-27T16:30:00Z", london],
      ["2026-11-27T23:30:00Z", belgium],
      ["2026-11-27T23:30:00Z", london],
      ["2026-12-24T10:00:00Z", belgium],
    ] as const;
    for (const [instant, storefront] of moments) {
      const now = at(instant);
      const options = dispatchDateOptions(now, storefront, 10);
      expect(options[0], `${instant} ${storefront.country}`).toBe(earliestDispatchDate(now, storefront));
      expect(options).toHaveLength(10);
      for (const date of options) expect(isValidDispatchDate(date, now, storefront)).toBe(true);
      // A caller changing its copy changes nobody else's.
      options.pop();
      expect(dispatchDateOptions(now, storefront, 10)).toHaveLength(10);
    }
  });

  it("never offers a date beyond the scheduling limit, so every option is accepted", () => {
    const now = at("2026-11-23T10:00:00Z");
    const options = dispatchDateOptions(now, belgium, 400);
    expect(options.length).toBeLessThan(400);
    expect(options.at(-1)! <= addDays("2026-11-23", MAX_SCHEDULE_DAYS)).toBe(true);
    for (const date of options) expect(isValidDispatchDate(date, now, belgium)).toBe(true);
  });
});
