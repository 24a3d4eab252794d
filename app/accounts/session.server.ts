/**
 * Server-side sessions. The cookie carries a random token; the database keeps only its SHA-256, the
 * storefront it belongs to, the account (when logged in) and the basket. A session of one storefront
 * is never honoured by another: the cookie is named per store id and scoped to the storefront's path
 * prefix, and every lookup filters by store_id. Visitors get a session only when they need one
 * (first basket item, login), so anonymous pages stay cacheable (docs/decisions/010-page-cache.md).
 */
import { hash, randomBytes } from "node:crypto";
import type { AliasableExpression, ExpressionBuilder } from "kysely";
import type { DB } from "../db/db.server";
import { prepared } from "../db/prepared.server";
import type { Database } from "../db/types";
import { sessionMarkerName } from "../storefront/shell";

export const SESSION_DAYS = 30;
/** A logged-in session ends after this long without a request (issue 15: idle timeout)… */
export const LOGIN_IDLE_MS = 60 * 60_000;
/** …and this long after the login, however active (absolute timeout). Login makes a new row: created_at is the login. */
export const LOGIN_ABSOLUTE_MS = 24 * 60 * 60_000;
/** last_seen_at is written at most this often (one write per minute, not per request). */
const TOUCH_EVERY_MS = 60_000;

export interface SessionRow {
  id: string;
  storeId: number;
  customerId: number | null;
  cartId: string | null;
}

/**
 * A read that depends on the visitor's session, made in the session's own lookup: one round trip to
 * the database instead of two (the basket a page shows, issue 17). A subquery over the looked-up
 * `sessions` row; its value is handed back only with a live session.
 */
export type SessionRider<T> = (eb: ExpressionBuilder<Database, "sessions">) => AliasableExpression<T>;

/** The session's row by its token's hash, in its store, unexpired — with a rider's subquery, or none. */
function lookupOf(rider: SessionRider<unknown> | null) {
  return prepared((db: DB, id: string, storeId: number, now: Date) =>
    db
      .selectFrom("sessions")
      .select((eb) => [
        "id",
        "store_id",
        "customer_id",
        "cart_id",
        "created_at",
        "last_seen_at",
        (rider ? rider(eb) : (eb.lit(null) as AliasableExpression<unknown>)).as("rider"),
      ])
      .where("id", "=", id)
      .where("store_id", "=", storeId)
      .where("expires_at", ">", now),
  );
}

/** Each shape of the lookup compiled once (ADR 056): without a rider, and with each rider there is. */
const lookups = new Map<SessionRider<unknown> | null, ReturnType<typeof lookupOf>>();
function lookupQuery(rider: SessionRider<unknown> | null) {
  let query = lookups.get(rider);
  if (!query) {
    query = lookupOf(rider);
    lookups.set(rider, query);
  }
  return query;
}

/** The session and what its rider read with it. */
export interface SessionWith<T> {
  session: SessionRow | null;
  rider: T | null;
}

export interface CookieOptions {
  storeId: number;
  /** The storefront's path prefix on this host ("" for its own domain): the cookie is sent only there. */
  pathPrefix: string;
  secure: boolean;
}

export function cookieName(storeId: number): string {
  return `sid_${storeId}`;
}

/** The token as the sessions table keeps it (its SHA-256): a leaked table holds no usable cookie. */
export function hashToken(token: string): string {
  // One-shot: a third of a hash object's cost, on every personal request.
  return hash("sha256", token, "base64url");
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function serializeCookie(options: CookieOptions, token: string | null): string {
  return cookie(options, `${cookieName(options.storeId)}=${token ?? ""}`, token !== null, ["HttpOnly"]);
}

/**
 * The session cookie's readable companion (`sessionMarkerName`): "1" while there is a session. It says
 * nothing but that, so the browser asks the API who is visiting only when someone may be (ADR 027).
 */
export function serializeMarker(options: CookieOptions, on: boolean): string {
  return cookie(options, `${sessionMarkerName(options.storeId)}=${on ? "1" : ""}`, on, []);
}

function cookie(options: CookieOptions, pair: string, keep: boolean, extra: string[]): string {
  const attributes = [
    pair,
    `Path=${options.pathPrefix || "/"}`,
    ...extra,
    "SameSite=Lax",
    keep ? `Max-Age=${SESSION_DAYS * 86400}` : "Max-Age=0",
  ];
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}

/**
 * The session of one request. Looks the session up at most once; creates one only on `ensure()`;
 * `rotate()` gives a new token after login (no session fixation).
 */
export class SessionScope {
  private loaded: Promise<SessionRow | null> | null = null;

  constructor(
    private readonly db: DB,
    private readonly cookie: CookieOptions,
    private readonly token: string | null,
    private readonly setCookie: (value: string) => void,
    /** The clock the timeouts are measured with (tests fix it). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  get storeId(): number {
    return this.cookie.storeId;
  }

  private created = false;

  /** Whether the visitor has a session: a cookie came with the request, or this request made one. */
  get hasCookie(): boolean {
    return this.token !== null || this.created;
  }

  current(): Promise<SessionRow | null> {
    this.loaded ??= this.lookup(null).then((found) => found.session);
    return this.loaded;
  }

  /**
   * The session read together with `rider`, when it has not been looked up yet; null when it already
   * was (or is being): the caller then reads on its own, after `current()`.
   */
  currentWith<T>(rider: SessionRider<T>): Promise<SessionWith<T>> | null {
    if (this.loaded) return null;
    const found = this.lookup(rider);
    this.loaded = found.then((both) => both.session);
    return found;
  }

  private async lookup<T>(rider: SessionRider<T> | null): Promise<SessionWith<T>> {
    const none = { session: null, rider: null };
    if (!this.token) return none;
    const now = this.now();
    const [row] = await lookupQuery(rider)(this.db, hashToken(this.token), this.cookie.storeId, now);
    if (!row) return none;
    if (row.customer_id !== null) {
      const idle = now.getTime() - new Date(row.last_seen_at).getTime();
      const age = now.getTime() - new Date(row.created_at).getTime();
      // A login that timed out is over: the row goes (the account's basket stays with the account).
      if (idle > LOGIN_IDLE_MS || age > LOGIN_ABSOLUTE_MS) {
        await this.db.deleteFrom("sessions").where("id", "=", row.id).execute();
        this.writeCookies(null);
        return none;
      }
      if (idle > TOUCH_EVERY_MS) {
        await this.db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", row.id).execute();
      }
    }
    const session = { id: row.id, storeId: row.store_id, customerId: row.customer_id, cartId: row.cart_id };
    return { session, rider: (row.rider as T | null) ?? null };
  }

  async ensure(): Promise<SessionRow> {
    const existing = await this.current();
    if (existing) return existing;
    const created = this.create(null, null);
    this.loaded = created;
    return created;
  }

  private async create(customerId: number | null, cartId: string | null): Promise<SessionRow> {
    const token = randomBytes(32).toString("base64url");
    const id = hashToken(token);
    const now = this.now();
    await this.db
      .insertInto("sessions")
      .values({
        id,
        store_id: this.cookie.storeId,
        customer_id: customerId,
        cart_id: cartId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + SESSION_DAYS * 86400_000),
      })
      .execute();
    this.writeCookies(token);
    this.created = true;
    return { id, storeId: this.cookie.storeId, customerId, cartId };
  }

  async setCart(cartId: string | null): Promise<void> {
    const session = await this.ensure();
    await this.db.updateTable("sessions").set({ cart_id: cartId }).where("id", "=", session.id).execute();
    this.loaded = Promise.resolve({ ...session, cartId });
  }

  /** Login / logout: a fresh token, the old session removed. */
  async rotate(customerId: number | null, cartId: string | null): Promise<SessionRow> {
    const old = await this.current();
    if (old) await this.db.deleteFrom("sessions").where("id", "=", old.id).execute();
    const created = this.create(customerId, cartId);
    this.loaded = created;
    return created;
  }

  async destroy(): Promise<void> {
    const old = await this.current();
    if (old) await this.db.deleteFrom("sessions").where("id", "=", old.id).execute();
    this.loaded = Promise.resolve(null);
    this.writeCookies(null);
  }

  private writeCookies(token: string | null) {
    this.setCookie(serializeCookie(this.cookie, token));
    this.setCookie(serializeMarker(this.cookie, token !== null));
  }
}

/**
 * Ends every session of an account (password changed or reset, account deleted): a stolen cookie is
 * dead from then on. The caller then gives the visitor a fresh session (`rotate`) where it should stay.
 */
export async function endSessionsOf(db: DB, storeId: number, customerId: number): Promise<void> {
  await db.deleteFrom("sessions").where("store_id", "=", storeId).where("customer_id", "=", customerId).execute();
}

/**
 * An empty session (no account, no basket) idle this long is removed: a form page gives every visitor
 * a session to bind its human check's pass to (issue 44), so a script that loads form pages without
 * cookies makes a row per request — kept for a day, not for SESSION_DAYS. An empty session holds
 * nothing but that binding and the order it may have placed without a basket (an activation, which its
 * payer still reaches through the mail's link).
 */
export const EMPTY_SESSION_IDLE_MS = 24 * 60 * 60_000;

/** Expired sessions, and empty ones idle past EMPTY_SESSION_IDLE_MS, are removed by the housekeeping. */
export async function deleteExpiredSessions(db: DB, now = new Date()): Promise<number> {
  const emptySince = new Date(now.getTime() - EMPTY_SESSION_IDLE_MS);
  const rows = await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<", now),
        eb.and([eb("customer_id", "is", null), eb("cart_id", "is", null), eb("last_seen_at", "<", emptySince)]),
      ]),
    )
    .returning("id")
    .execute();
  return rows.length;
}
