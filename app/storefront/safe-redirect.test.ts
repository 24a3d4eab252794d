import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./safe-redirect";

const ORIGINS = ["https://www.kadoo.be", "http://kadoo-be.localhost:3000"];

describe("redirect targets from input", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirectTarget("/")).toBe("/");
    expect(safeRedirectTarget("/cadeaubonnen/?page=2")).toBe("/cadeaubonnen/?page=2");
    expect(safeRedirectTarget("/fr/account/orders/")).toBe("/fr/account/orders/");
  });

  it.each([
    "//evil.com",
    "//evil.com/path",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    " //evil.com",
    "https://evil.com",
    "http://evil.com/",
    "HTTPS://evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "%2F%2Fevil.com",
    "/%2F/evil.com",
    "/%2f%2fevil.com",
    "/%5Cevil.com",
    "/%5cevil.com",
    "/%252F%252Fevil.com",
    "/%09/evil.com",
    "/%E0%A4%A",
    "evil.com",
    "",
  ])("refuses %j", (target) => {
    expect(safeRedirectTarget(target)).toBeNull();
    expect(safeRedirectTarget(target, { origins: ORIGINS })).toBeNull();
  });

  it("takes an absolute URL only on one of the storefront's own origins", () => {
    expect(safeRedirectTarget("https://www.kadoo.be/bestellen/", { origins: ORIGINS })).toBe(
      "https://www.kadoo.be/bestellen/",
    );
    expect(safeRedirectTarget("http://kadoo-be.localhost:3000/x/", { origins: ORIGINS })).toBe(
      "http://kadoo-be.localhost:3000/x/",
    );
    // Not without origins, not another scheme, port, host or a look-alike, not with credentials.
    expect(safeRedirectTarget("https://www.kadoo.be/", {})).toBeNull();
    for (const target of [
      "http://www.kadoo.be/",
      "https://www.kadoo.be:8443/",
      "https://www.kadoo.be.evil.com/",
      "https://evil.com/?https://www.kadoo.be",
      "https://www.kadoo.be@evil.com/",
      "https://user:pw@www.kadoo.be/",
      "https://evil.com%2F@www.kadoo.be/",
    ]) {
      expect(safeRedirectTarget(target, { origins: ORIGINS }), target).toBeNull();
    }
  });
});
