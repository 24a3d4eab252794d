// When an order leaves the warehouse and when it arrives: the 17:00 dispatch cut-off on working days,
// dispatch date options, the postal guarantee and scheduled digital deliveries. The calendar pieces
// are beside it: plain-date.ts (day arithmetic), holidays.ts (working days per country),
// zoned-time.ts (wall-clock time in a storefront's zone).
//
// Every module of app/delivery/ is pure and machine-TZ independent on purpose: it runs in the browser (date picker) and on the server
// (the action re-checks the chosen date), and both must agree whatever zone the machine is in. So a
// calendar day is a plain "YYYY-MM-DD" string, day arithmetic happens on UTC midnights, and wall-clock
// time in a storefront's zone only ever comes from Intl.

import { isWorkingDay, nextWorkingDay } from "./holidays";
import { addDays, type PlainDate, parsePlainDate } from "./plain-date";
import { localNow, zonedInstant } from "./zoned-time";

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

type Storefront = { timeZone: string; country: string };

/** spec §1: same-day dispatch on working days before 17:00 in the storefront's zone, else the next working day. */
export function earliestDispatchDate(now: Date, opts: Storefront): PlainDate {
  return earliestFrom(localNow(now, opts.timeZone), opts.country);
}

function earliestFrom(local: { date: PlainDate; hour: number }, country: string): PlainDate {
  if (isWorkingDay(local.date, country) && local.hour < DISPATCH_CUTOFF_HOUR) return local.date;
  return nextWorkingDay(local.date, country);
}

/** The last day a shopper may schedule anything for, counted from the storefront's today. */
function lastSchedulableDate(now: Date, timeZone: string): PlainDate {
  return addDays(localNow(now, timeZone).date, MAX_SCHEDULE_DAYS);
}

/**
 * The options by what decides them — zone, country, count, the storefront's today and whether its
 * dispatch cut-off has passed: every basket and checkout page shows them, and they change twice a day.
 */
const optionsByDay = new Map<string, readonly PlainDate[]>();

/**
 * Working days a shopper may pick for a physical shipment: from the earliest dispatch date, `count`
 * working days. Never beyond MAX_SCHEDULE_DAYS, so every option passes isValidDispatchDate.
 */
export function dispatchDateOptions(now: Date, opts: Storefront, count = 30): PlainDate[] {
  const local = localNow(now, opts.timeZone);
  const key = `${opts.timeZone} ${opts.country} ${count} ${local.date} ${local.hour < DISPATCH_CUTOFF_HOUR}`;
  let options = optionsByDay.get(key);
  if (!options) {
    const last = addDays(local.date, MAX_SCHEDULE_DAYS);
    const days: PlainDate[] = [];
    for (let day = earliestFrom(local, opts.country); days.length < count && day <= last; ) {
      days.push(day);
      day = nextWorkingDay(day, opts.country);
    }
    // Bounded: a day's keys are a few per storefront; old days are never asked again.
    if (optionsByDay.size >= 512) optionsByDay.clear();
    optionsByDay.set(key, days);
    options = days;
  }
  return [...options];
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
