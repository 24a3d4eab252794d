import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.server";

const html = { "content-type": "text/html; charset=utf-8" };
const request = (headers: Record<string, string> = {}, method = "GET") => ({
  method,
  originalUrl: "/cadeaubonnen/?x=1",
  headers: { host: "Kadoo-BE.localhost:3000", ...headers },
});

describe("page cache", () => {
  it("keys a shared page's GET and HEAD by host and URL, cookies or not; a fresh copy asked is rendered", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    expect(cache.keyOf(request())).toBe("kadoo-be.localhost:3000/cadeaubonnen/?x=1");
    expect(cache.keyOf(request({ cookie: "sid_95=abc" }))).toBe("kadoo-be.localhost:3000/cadeaubonnen/?x=1");
    expect(cache.keyOf(request({}, "HEAD"))).not.toBeNull();
    expect(cache.keyOf(request({}, "POST"))).toBeNull();
    expect(cache.keyOf(request({ "cache-control": "no-cache" }))).toBeNull();
    expect(cache.keyOf(request({ pragma: "no-cache" }))).toBeNull();
  });

  it("expires a page after the TTL", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    cache.set("k", { status: 200, headers: html, body: "<p>page</p>" }, 0);
    expect(cache.get("k", 500)?.body).toBe("<p>page</p>");
    expect(cache.get("k", 1000)).toBeUndefined();
  });

  it("stores only 200 HTML or single-fetch data without cookies or private/no-store", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    const put = (key: string, status: number, headers: Record<string, unknown>) =>
      cache.set(key, { status, headers, body: "b" }, 0);
    put("ok", 200, html);
    put("data", 200, { "content-type": "text/x-script" });
    put("404", 404, html);
    put("json", 200, { "content-type": "application/json" });
    put("cookie", 200, { ...html, "set-cookie": ["a=b"] });
    put("private", 200, { ...html, "cache-control": "private, max-age=0" });
    expect(["ok", "data", "404", "json", "cookie", "private"].filter((k) => cache.get(k, 1))).toEqual(["ok", "data"]);
  });

  it("keeps within its byte budget by dropping the least recently used pages", () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 100_000 });
    const body = "x".repeat(4_500); // 9 KB as UTF-16: 12 pages exceed 100 KB by one
    for (const key of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]) {
      cache.set(key, { status: 200, headers: html, body }, 0);
      if (key === "b") cache.get("a", 0); // 'a' was used: 'b' is now the oldest
    }
    expect(cache.size).toBe(12 - 1);
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)).toBeDefined();
  });
});
