import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { describe, expect, it } from "vitest";
import { bodyText, captureInto, PageCache, sendCached } from "./page-cache.server";

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
    const entry = cache.get("k", 500);
    expect(entry && bodyText(entry)).toBe("<p>page</p>");
    expect(cache.get("k", 1000)).toBeUndefined();
  });

  it("keeps a page past its time only to serve it while the database is down, for staleIfErrorMs; a purge drops it", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000, staleIfErrorMs: 60_000 });
    const key = cache.keyOf(request()) as string;
    cache.set(key, { status: 200, headers: html, body: "<p>page</p>", tag: "kadoo-be" }, 0);
    // Past its time: rendered again for everyone…
    expect(cache.get(key, 1500)).toBeUndefined();
    // …but while the database is down it is what shoppers get, cookies or not; a fresh copy asked is not.
    const stale = cache.stale(request({ cookie: "sid_95=abc" }), 30_000);
    expect(stale && bodyText(stale)).toBe("<p>page</p>");
    expect(cache.stale(request({ "cache-control": "no-cache" }), 30_000)).toBeUndefined();
    expect(cache.stale(request(), 61_000)).toBeUndefined();
    // A page whose storefront's catalogue changed is never served again, stale or not.
    cache.set(key, { status: 200, headers: html, body: "<p>page</p>", tag: "kadoo-be" }, 0);
    cache.purge(["kadoo-be"]);
    expect(cache.stale(request(), 2000)).toBeUndefined();
    // Without a stale window a page is dropped when its time is up.
    const strict = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    strict.set(key, { status: 200, headers: html, body: "<p>page</p>" }, 0);
    expect(strict.get(key, 1000)).toBeUndefined();
    expect(strict.stale(request(), 1000)).toBeUndefined();
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

  it("keeps within its byte budget, counted gzipped, by dropping the least recently used pages", () => {
    // Random text: gzip cannot shrink it much, so its gzipped size is what a page costs.
    const bodies = Array.from({ length: 20 }, () => randomBytes(6_000).toString("base64"));
    const size = gzipSync(bodies[0], { level: 9 }).length;
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: size * 10.5 });
    const keys = bodies.slice(0, 11).map((_, i) => `page-${i}`);
    keys.forEach((key, i) => {
      cache.set(key, { status: 200, headers: html, body: bodies[i] }, 0);
      if (i === 1) cache.get("page-0", 0); // page-0 was used: page-1 is now the oldest
    });
    expect(cache.size).toBe(10);
    expect(cache.get("page-1", 0)).toBeUndefined();
    expect(cache.get("page-0", 0)).toBeDefined();
    // An HTML page compresses: the same budget holds many times as many pages of it.
    const pages = new PageCache({ ttlMs: 10_000, maxBytes: size * 10.5 });
    const page = `<!doctype html><html><body>${"<li><a href='/cadeaubonnen/x/'>Kaart</a></li>".repeat(200)}</body></html>`;
    for (let i = 0; i < 50; i++) pages.set(`p${i}`, { status: 200, headers: html, body: page }, 0);
    expect(pages.size).toBe(50);
  });

  it("serves a stored page gzipped to a client that accepts gzip and unzipped to one that does not", async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const page = `<!doctype html><title>Kadoo</title><p>${"Cadeaubonnen € ".repeat(500)}</p>`;
    const app = express();
    app.use(compression());
    app.get("/page", (req, res) => {
      const hit = cache.get("page");
      if (hit) return void sendCached(req, res, hit);
      captureInto(cache, "page", res);
      res.type("html").send(page);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (headers: Record<string, string>, method = "GET") =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: "/page", method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      });
    try {
      const miss = await get({ "accept-encoding": "identity" });
      expect(miss.headers["x-page-cache"]).toBe("miss");
      expect(miss.body.toString("utf8")).toBe(page);
      const gzipped = await get({ "accept-encoding": "gzip, deflate, br" });
      expect(gzipped.headers["x-page-cache"]).toBe("hit");
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gzipped.headers.vary).toContain("Accept-Encoding");
      expect(gunzipSync(gzipped.body).toString("utf8")).toBe(page);
      const plain = await get({ "accept-encoding": "identity" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString("utf8")).toBe(page);
      expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(page));
      const head = await get({ "accept-encoding": "gzip" }, "HEAD");
      expect(head.headers["x-page-cache"]).toBe("hit");
      expect(Number(head.headers["content-length"])).toBe(gzipped.body.length);
      expect(head.body.length).toBe(0);
    } finally {
      server.close();
    }
  });
});
