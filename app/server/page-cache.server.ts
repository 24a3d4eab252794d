/**
 * A short-lived shared cache of rendered pages (docs/decisions/010-page-cache.md, 027). server.ts asks
 * it only for the pages that are the same for every visitor (the route table's `shared` screens),
 * which it renders without the visitor's cookies: a visitor with a basket gets the same page as one
 * without. Only 200 HTML / single-fetch data responses without Set-Cookie or `private`/`no-store` are
 * stored; their CSP names the hashes of their scripts (no nonce), so a stored page is served as is.
 *
 * A page is stored gzipped (once, at the best level): a browser or CDN — they all accept gzip — gets
 * those bytes as they are, with no compression per request, and the cache holds four to five times
 * more pages in its byte budget; a client that accepts no gzip gets them unzipped.
 */
import { gunzipSync, gzipSync, constants as zlib } from "node:zlib";
import type { Request, Response } from "express";

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /**
   * How long past its time a page is kept to be served while the database is down (`stale-if-error`):
   * a shopper browsing the catalogue during an outage gets the pages as they last were rather than the
   * 503 page. 0 (the default) drops a page when its time is up.
   */
  staleIfErrorMs?: number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  /** The body, gzipped. */
  gzip: Buffer;
  bytes: number;
  stored: number;
  expires: number;
  /** The storefront code of the page: a purge of that storefront drops it. */
  tag?: string;
}

/** How long past its time a shared page may still be served while the database is down (and by a CDN on errors). */
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;

/** The Cache-Control of a shared page: a CDN keeps it `seconds`, revalidates in the background, and on errors keeps it a day. */
export function sharedCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

/** The shop's page cache: a page for `seconds` (PAGE_CACHE_SECONDS; 0 turns it off) in 64 MB, kept a day past that for outages. */
export function shopPageCache(seconds: number): PageCache | undefined {
  if (seconds <= 0) return undefined;
  return new PageCache({
    ttlMs: seconds * 1000,
    maxBytes: 64 * 1024 * 1024,
    staleIfErrorMs: STALE_IF_ERROR_SECONDS * 1000,
  });
}

const CACHEABLE_TYPE = /^(text\/html|text\/x-script)\b/;
/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "content-encoding",
  "vary",
  "x-page-cache",
  "age",
]);

export class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly options: PageCacheOptions) {}

  /**
   * The cache key of a shared page's request (host + URL: the storefront, language and page), or null
   * when it must be rendered (not a GET/HEAD, or the client asked for a fresh copy).
   */
  keyOf(req: Pick<Request, "method" | "headers" | "originalUrl">): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const cacheControl = String(req.headers["cache-control"] ?? "") + String(req.headers.pragma ?? "");
    if (/no-cache|no-store/.test(cacheControl)) return null;
    return `${String(req.headers.host ?? "").toLowerCase()}${req.originalUrl}`;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      // Past its time: rendered again (which replaces it), kept meanwhile for an outage (`stale`).
      if (this.keptUntil(entry) <= now) this.delete(key);
      return undefined;
    }
    // Least recently used goes first when the cache is full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(
    key: string,
    response: { status: number; headers: Record<string, unknown>; body: Buffer | string; tag?: string },
    now = Date.now(),
  ) {
    if (!isStorable(response.status, response.headers)) return;
    const gzip = gzipSync(response.body, { level: zlib.Z_BEST_COMPRESSION });
    const bytes = gzip.length;
    if (bytes > this.options.maxBytes / 10) return;
    this.delete(key);
    const headers = Object.entries(response.headers)
      .filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()))
      .flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => [name, String(v)] as [string, string]),
      );
    this.entries.set(key, {
      status: response.status,
      headers,
      gzip,
      bytes,
      stored: now,
      expires: now + this.options.ttlMs,
      tag: response.tag,
    });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  /**
   * The page for `req`, past its time or not, while it is within `staleIfErrorMs`: what is served while
   * the database is down. A purged page (catalogue or content changed) is gone and never served.
   */
  stale(req: Pick<Request, "method" | "headers" | "originalUrl">, now = Date.now()): Entry | undefined {
    const key = this.keyOf(req);
    const entry = key === null ? undefined : this.entries.get(key);
    return entry && this.keptUntil(entry) > now ? entry : undefined;
  }

  /** Until when a page is kept: its time, plus the outage window. */
  private keptUntil(entry: Entry): number {
    return entry.expires + (this.options.staleIfErrorMs ?? 0);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops the pages of the storefronts named (every page when `tags` holds "all"). */
  purge(tags: string[]): void {
    const all = tags.includes("all");
    for (const [key, entry] of this.entries) if (all || (entry.tag && tags.includes(entry.tag))) this.delete(key);
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

function isStorable(status: number, headers: Record<string, unknown>): boolean {
  if (status !== 200) return false;
  const header = (name: string) => String(headers[name] ?? "");
  if (headers["set-cookie"] !== undefined) return false;
  if (/private|no-store/.test(header("cache-control"))) return false;
  return CACHEABLE_TYPE.test(header("content-type"));
}

/** A stored page's body as text. */
export function bodyText(entry: Entry): string {
  return gunzipSync(entry.gzip).toString("utf8");
}

/** Serves a cached page: its gzipped bytes when the client accepts gzip, else unzipped. */
export function sendCached(
  req: Request,
  res: Response,
  entry: Entry,
  now = Date.now(),
  answer: "hit" | "stale" = "hit",
) {
  res.status(entry.status);
  // Set, not appended: the security and cache headers this request already has are the entry's too.
  const values = new Map<string, string[]>();
  for (const [name, value] of entry.headers) values.set(name, [...(values.get(name) ?? []), value]);
  for (const [name, list] of values) res.setHeader(name, list.length === 1 ? list[0] : list);
  res.setHeader("x-page-cache", answer);
  res.setHeader("age", String(Math.floor((now - entry.stored) / 1000)));
  res.setHeader("vary", "Accept-Encoding");
  const gzipped = req.acceptsEncodings("gzip") === "gzip";
  // Already encoded: the compression middleware leaves it as it is.
  if (gzipped) res.setHeader("content-encoding", "gzip");
  const body = gzipped ? entry.gzip : gunzipSync(entry.gzip);
  res.setHeader("content-length", String(body.length));
  if (req.method === "HEAD") return void res.end();
  res.end(body);
}

/** Records what the handler writes and stores it when the response is complete and storable. */
export function captureInto(cache: PageCache, key: string, res: Response, tag?: string) {
  res.setHeader("x-page-cache", "miss");
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    cache.set(key, {
      status: res.statusCode,
      headers: res.getHeaders() as Record<string, unknown>,
      body: Buffer.concat(chunks),
      tag,
    });
    return end(chunk, ...rest);
  }) as Response["end"];
}
