// Wall-clock time in a storefront's zone, only ever through Intl (see delivery-dates.ts for why).
import { DAY_MS, type PlainDate, parsePlainDate, utcMs, ymd } from "./plain-date";

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

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

type LocalMinute = { date: PlainDate; hour: number; minute: number };

/** Per zone, the latest minute asked for: every basket and checkout page asks, and Intl's parts are costly. */
const latestMinute = new Map<string, { minute: number; local: LocalMinute }>();

/** The wall clock in the zone: the shop's promise is about the storefront's local time, not the server's. */
export function localNow(now: Date, timeZone: string): LocalMinute {
  // A zone's offset is whole minutes, so one minute of UTC is one minute on the zone's clock.
  const minute = Math.floor(now.getTime() / 60_000);
  const latest = latestMinute.get(timeZone);
  if (latest?.minute === minute) return { ...latest.local };
  const w = wallClock(now, timeZone);
  const local = { date: ymd(w.year, w.month, w.day), hour: w.hour, minute: w.minute };
  latestMinute.set(timeZone, { minute, local });
  return { ...local };
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
