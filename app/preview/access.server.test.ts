import { describe, expect, it } from "vitest";
import { GEO_COOKIE, previewAccess, sameSecret } from "./access.server";

const TOKEN = "a-long-preview-token-123";
const request = (query: Record<string, unknown> = {}, cookie?: string) => ({
  query,
  headers: { cookie },
  secure: false,
});

describe("who sees the preview gallery", () => {
  it("production without PREVIEW_TOKEN: off, whatever the request carries", () => {
    const access = previewAccess({ dev: false, token: undefined });
    expect(access.enabled).toBe(false);
    expect(access.admit(request({ token: TOKEN })).ok).toBe(false);
  });

  it("development: on without a token", () => {
    expect(previewAccess({ dev: true, token: undefined }).admit(request()).ok).toBe(true);
  });

  it("production with PREVIEW_TOKEN: the right token once, then the cookie it set (path /_preview/)", () => {
    const access = previewAccess({ dev: false, token: TOKEN });
    expect(access.admit(request()).ok).toBe(false);
    expect(access.admit(request({ token: "wrong" })).ok).toBe(false);
    expect(access.admit(request({ token: `${TOKEN}x` })).ok).toBe(false);
    const first = access.admit(request({ token: TOKEN }));
    expect(first.ok).toBe(true);
    expect(first.setCookie).toMatch(/; Path=\/_preview\/; HttpOnly; SameSite=Lax$/);
    const cookie = first.setCookie?.split(";")[0];
    expect(cookie).not.toContain(TOKEN);
    expect(access.admit(request({}, cookie)).ok).toBe(true);
    expect(access.admit(request({}, `shop_preview=${TOKEN}`)).ok).toBe(false);
    expect(access.admit(request({}, "shop_preview=forged")).ok).toBe(false);
  });

  it("compares secrets of any length without throwing", () => {
    expect(sameSecret("a", "a")).toBe(true);
    expect(sameSecret("a", "a much longer secret")).toBe(false);
  });
});

describe("the preview-only geo override", () => {
  const now = Date.UTC(2026, 10, 25, 12);

  it("is honoured when signed by this preview and not expired", () => {
    const access = previewAccess({ dev: false, token: TOKEN });
    const value = access.signGeo("de", now);
    expect(access.geoOverride(`x=1; ${GEO_COOKIE}=${encodeURIComponent(value)}`, now + 1000)).toBe("DE");
    expect(access.verifyGeo(value, now + 61 * 60 * 1000)).toBeNull();
  });

  it("is never trusted when forged, signed by another token, or preview is off", () => {
    const access = previewAccess({ dev: false, token: TOKEN });
    const value = access.signGeo("DE", now);
    expect(access.verifyGeo(value.replace(/^DE/, "FR"), now)).toBeNull();
    expect(access.verifyGeo("DE.99999999999999.xyz", now)).toBeNull();
    expect(previewAccess({ dev: false, token: "another-token-abcdefgh" }).verifyGeo(value, now)).toBeNull();
    // A process without preview ignores the cookie altogether, signed or not.
    const off = previewAccess({ dev: false, token: undefined });
    expect(off.verifyGeo(off.signGeo("DE", now), now)).toBeNull();
    expect(off.geoOverride(`${GEO_COOKIE}=${encodeURIComponent(value)}`, now)).toBeNull();
  });
});
