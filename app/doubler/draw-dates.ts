/**
 * When the balance doubler draws (spec §1, §9: on the first Monday of the month) and which draw an
 * entry joins — in the storefront's own time zone. Pure: the clock is passed in.
 *
 * A draw is named by its month (`YYYY-MM`). Entries made before the month's first Monday join that
 * month's draw; from the draw day on (the draw runs as the day starts) they join next month's.
 */
import { MON, nthWeekday, type PlainDate } from "../delivery/plain-date";
import { localNow } from "../delivery/zoned-time";

export type DrawMonth = string;

const parts = (date: PlainDate) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/** The first Monday of a month. */
export function drawDayOf(month: DrawMonth): PlainDate {
  const { year, month: m } = parts(`${month}-01`);
  return nthWeekday(year, m, MON, 1);
}

const monthOf = (year: number, month: number): DrawMonth =>
  month > 12 ? `${year + 1}-01` : `${year}-${String(month).padStart(2, "0")}`;

/** The draw an entry made on this local date joins. */
export function drawMonthForEntry(date: PlainDate): DrawMonth {
  const { year, month } = parts(date);
  const current = monthOf(year, month);
  return date < drawDayOf(current) ? current : monthOf(year, month + 1);
}

/** The draw due at this instant in the zone: the month's, on its first Monday; otherwise none. */
export function drawDueAt(now: Date, timeZone: string): DrawMonth | null {
  const { date } = localNow(now, timeZone);
  const month = date.slice(0, 7);
  return drawDayOf(month) === date ? month : null;
}

/** The draw an entry made at this instant joins: its month and its day. */
export function nextDraw(now: Date, timeZone: string): { month: DrawMonth; day: PlainDate } {
  const month = drawMonthForEntry(localNow(now, timeZone).date);
  return { month, day: drawDayOf(month) };
}
