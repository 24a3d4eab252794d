import { describe, expect, it } from "vitest";
import { hreflangValue, robotsContent, robotsOf } from "./metadata";

describe("page metadata rules (spec §4)", () => {
  it("the fixed toggle forces noindex and nofollow", () => {
    expect(robotsOf({ noindex: false, nofollow: false }, true)).toEqual({ noindex: true, nofollow: true });
    expect(robotsOf({ noindex: false, nofollow: false, noIndexFollow: true }, true)).toEqual({
      noindex: true,
      nofollow: true,
    });
  });

  it("the 'no index follow' option forces both to false", () => {
    expect(robotsOf({ noindex: true, nofollow: true, noIndexFollow: true }, false)).toEqual({
      noindex: false,
      nofollow: false,
    });
  });

  it("otherwise the page's own flags apply", () => {
    expect(robotsOf({ noindex: true, nofollow: false }, false)).toEqual({ noindex: true, nofollow: false });
    expect(robotsContent({ noindex: true, nofollow: false })).toBe("noindex,follow");
  });

  it("writes hreflang as langCode-countrycode in lower case", () => {
    expect(hreflangValue({ langCode: "fr", countryCode: "CH" })).toBe("fr-ch");
  });
});
