/**
 * HSTS and Secure cookies over HTTP (ADR 031): a request counts as https when it came over TLS, or —
 * only with TRUST_PROXY (Express's "trust proxy") — when the proxy says so in X-Forwarded-Proto.
 * Over https the answer carries HSTS and every cookie of the shop is Secure; over http neither.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { serializeCookie, serializeMarker } from "../accounts/session.server";
import { geoCookie } from "../preview/access.server";
import { redeemCookies } from "../redeem/cookie.server";
import type { Storefront } from "../storefront/storefront";
import { strictTransportSecurity } from "./security.server";

const { registry } = await shippedRegistry();
const kadooBe: Storefront = registry.get("kadoo-be");

function get(port: number, headers: Record<string, string>, path = "/") {
  return new Promise<{ hsts: string | undefined; cookies: string[] }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          hsts: res.headers["strict-transport-security"] as string | undefined,
          cookies: res.headers["set-cookie"] ?? [],
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

async function serve(trustProxy: boolean): Promise<{ port: number; server: Server }> {
  const app = express();
  if (trustProxy) app.set("trust proxy", true);
  app.use(strictTransportSecurity);
  // The cookies the shop sets, with `secure` as server.ts derives it (req.secure).
  app.get("/", (req, res) => {
    const options = { storeId: kadooBe.storeId, pathPrefix: "", secure: req.secure };
    res.append("Set-Cookie", serializeCookie(options, "t".repeat(43)));
    res.append("Set-Cookie", serializeMarker(options, true));
    for (const c of redeemCookies(kadooBe, { pathPrefix: "", secure: req.secure }, "token"))
      res.append("Set-Cookie", c);
    res.append("Set-Cookie", geoCookie("", req.secure));
    res.send("ok");
  });
  // As a page-cache hit replays the headers it stored from an https answer.
  app.get("/replayed", (_req, res) => void res.setHeader("Strict-Transport-Security", "max-age=1").send("cached"));
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

describe("https behind a proxy", () => {
  let trusted: Awaited<ReturnType<typeof serve>>;
  let direct: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    trusted = await serve(true);
    direct = await serve(false);
  });
  afterAll(() => {
    trusted.server.close();
    direct.server.close();
  });

  it("with TRUST_PROXY and X-Forwarded-Proto: https → HSTS for a year with subdomains, every cookie Secure", async () => {
    const res = await get(trusted.port, { "x-forwarded-proto": "https" });
    expect(res.hsts).toBe("max-age=31536000; includeSubDomains");
    expect(res.cookies.length).toBeGreaterThanOrEqual(4);
    for (const cookie of res.cookies) {
      expect(cookie).toMatch(/; Secure$|; Secure;/);
      expect(cookie).toContain("SameSite=Lax");
    }
    // The session cookie and the redeem token are out of scripts' reach; the marker says only "1".
    expect(res.cookies.find((c) => c.startsWith(`sid_${kadooBe.storeId}=`))).toContain("HttpOnly");
    expect(res.cookies.filter((c) => c.includes("HttpOnly")).length).toBe(res.cookies.length - 1);
  });

  it("plain http: no HSTS, no Secure (a local shop over http keeps working)", async () => {
    const res = await get(trusted.port, {});
    expect(res.hsts).toBeUndefined();
    for (const cookie of res.cookies) expect(cookie).not.toContain("Secure");
    // Nor on a stored answer replayed over http; over https the replay carries this server's HSTS.
    expect((await get(trusted.port, {}, "/replayed")).hsts).toBeUndefined();
    expect((await get(trusted.port, { "x-forwarded-proto": "https" }, "/replayed")).hsts).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("without TRUST_PROXY an X-Forwarded-Proto header is not believed", async () => {
    const res = await get(direct.port, { "x-forwarded-proto": "https" });
    expect(res.hsts).toBeUndefined();
    for (const cookie of res.cookies) expect(cookie).not.toContain("Secure");
  });
});
