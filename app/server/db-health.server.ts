/**
 * Whether the database answers (issue 18, faults). A connection error — reported by the pool, or by a
 * query that failed for want of a connection — marks it down, and so does a database that does not
 * answer in time (issue 44: a query or connection past its bound, db.server.ts); while down, requests get a 503 without
 * touching the database and a probe (`select 1`) runs every `probeMs` until it answers again: the
 * shop recovers without a restart. While up, nothing is checked per request.
 */
import { sql } from "kysely";
import type { DB } from "../db/db.server";

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  // query_canceled: statement_timeout (or an operator's cancel) — the server is too slow to serve pages.
  "57014",
]);

/** True for errors that mean "no database", not "a bad query". */
export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
  if (
    typeof message === "string" &&
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(message)
  )
    return true;
  const cause = (error as { cause?: unknown }).cause;
  const errors = (error as { errors?: unknown }).errors;
  return (
    (cause !== undefined && cause !== error && isConnectionError(cause)) ||
    (Array.isArray(errors) && errors.some(isConnectionError))
  );
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
export function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class DatabaseHealth {
  private isDown = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private probing = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly options: {
      probeMs: number;
      /** A probe not answered within this (default `probeMs`) failed: a silent database cannot hold it. */
      probeTimeoutMs?: number;
      onChange?: (down: boolean, error?: unknown) => void;
    },
  ) {}

  static of(db: DB, options: DatabaseHealth["options"]): DatabaseHealth {
    return new DatabaseHealth(() => sql`select 1`.execute(db), options);
  }

  get down(): boolean {
    return this.isDown;
  }

  /** Any error the app saw: a connection error marks the database down. */
  report(error: unknown): void {
    if (!this.isDown && isConnectionError(error)) {
      this.isDown = true;
      this.options.onChange?.(true, error);
      this.timer = setInterval(() => void this.tryProbe(), this.options.probeMs);
      this.timer.unref();
      // At once too: a database that only ran one statement past its bound (57014, a slow job's
      // housekeeping) answers the probe right away, so requests meet the 503 for a moment at most.
      void this.tryProbe();
    }
  }

  private async tryProbe() {
    if (this.probing) return;
    this.probing = true;
    try {
      await withinMs(this.probe(), this.options.probeTimeoutMs ?? this.options.probeMs);
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
      this.isDown = false;
      this.options.onChange?.(false);
    } catch {
      // still down
    } finally {
      this.probing = false;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
