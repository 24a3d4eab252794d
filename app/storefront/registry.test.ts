import { describe, expect, it } from "vitest";
import { fixtureStorefront } from "../../tests/fixtures/storefronts";
import { StorefrontRegistry } from "./registry";

const be = fixtureStorefront({ code: "kadoo-be", storeId: 95, country: "BE", languages: ["nl"], host: "www.kadoo.be" });
const ch = fixtureStorefront({
  code: "giftpass-ch",
  storeId: 112,
  country: "CH",
  languages: ["de", "fr", "it"],
  host: "www.giftpass.com",
  pathPrefix: "/ch",
  currency: "CHF",
});
const de = fixtureStorefront({
  code: "giftpass-de",
  storeId: 110,
  country: "DE",
  languages: ["de"],
  host: "www.giftpass.com",
  pathPrefix: "/de",
});

const registry = new StorefrontRegistry([be, ch, de], {
  environment: "production",
  localHosts: true,
  defaultCode: "kadoo-be",
});

describe("resolving host + path prefix + language", () => {
  it("serves the default storefront on its own domain without a prefix", () => {
    const r = registry.resolve("www.kadoo.be", "/privacy/");
    expect(r).toMatchObject({ kind: "storefront", language: "nl", basename: "/", rest: "/privacy/" });
    expect(r.kind === "storefront" && r.storefront.code).toBe("kadoo-be");
  });

  it("resolves a shared domain by path prefix and a non-default language prefix", () => {
    const r = registry.resolve("www.giftpass.com", "/ch/fr/cadeaukaarten/2/");
    expect(r).toMatchObject({ kind: "storefront", language: "fr", basename: "/ch/fr", rest: "/cadeaukaarten/2/" });
    expect(r.kind === "storefront" && r.storefront.code).toBe("giftpass-ch");
  });

  it("treats /de on giftpass.com as the German storefront, not a language", () => {
    const r = registry.resolve("www.giftpass.com", "/de/");
    expect(r.kind === "storefront" && r.storefront.code).toBe("giftpass-de");
    expect(r.kind === "storefront" && r.language).toBe("de");
  });

  it("redirects the default language's own prefix to the unprefixed URL, keeping the query", () => {
    expect(registry.resolve("www.giftpass.com", "/ch/de/privacy/", "?a=1")).toEqual({
      kind: "redirect",
      location: "/ch/privacy/?a=1",
    });
  });

  it("does not read an unknown two-letter segment as a language", () => {
    const r = registry.resolve("www.giftpass.com", "/ch/es/");
    expect(r).toMatchObject({ kind: "storefront", language: "de", basename: "/ch", rest: "/es/" });
  });

  it("answers unknown hosts and unknown prefixes with unknown (a plain 404, no fallback)", () => {
    expect(registry.resolve("www.example.com", "/")).toEqual({ kind: "unknown" });
    expect(registry.resolve("www.giftpass.com", "/xx/")).toEqual({ kind: "unknown" });
  });

  it("serves every storefront on <code>.localhost and the default one on plain localhost, ignoring the port", () => {
    const local = registry.resolve("giftpass-ch.localhost:3000", "/fr/");
    expect(local).toMatchObject({ kind: "storefront", language: "fr", basename: "/fr" });
    const plain = registry.resolve("localhost:3000", "/");
    expect(plain.kind === "storefront" && plain.storefront.code).toBe("kadoo-be");
  });

  it("keeps local hosts off when told so", () => {
    const prod = new StorefrontRegistry([be], {
      environment: "production",
      localHosts: false,
      defaultCode: "kadoo-be",
    });
    expect(prod.resolve("localhost:3000", "/")).toEqual({ kind: "unknown" });
  });

  it("rejects two storefronts on the same host and prefix", () => {
    const clash = fixtureStorefront({
      code: "choice-de",
      storeId: 142,
      country: "DE",
      languages: ["de"],
      host: "www.giftpass.com",
      pathPrefix: "/de",
    });
    expect(
      () =>
        new StorefrontRegistry([de, clash], {
          environment: "production",
          localHosts: false,
          defaultCode: "giftpass-de",
        }),
    ).toThrow(/both claim www.giftpass.com\/de/);
  });

  it("builds cross-storefront origins: production on production hosts, <code>.localhost with the port locally", () => {
    expect(registry.originOf(ch, null)).toEqual({ origin: "https://www.giftpass.com", pathPrefix: "/ch" });
    expect(registry.originOf(ch, ":3000")).toEqual({ origin: "http://giftpass-ch.localhost:3000", pathPrefix: "" });
  });

  it("finds each of many storefronts sharing a host by its prefix, the longest first, never by a longer segment", () => {
    const shared = (code: string, storeId: number, pathPrefix: string) =>
      fixtureStorefront({
        code,
        storeId,
        country: "CH",
        languages: ["de", "fr"],
        host: "www.giftpass.com",
        pathPrefix,
      });
    const letters = "abcdefghijklmnopqrstuvwxyz";
    const copies = Array.from({ length: 300 }, (_, i) =>
      shared(`giftpass-${letters[3 + Math.floor(i / 26)]}${letters[i % 26]}`, 1000 + i, `/gp${i}`),
    );
    const chFr = shared("giftpass-cf", 900, "/ch/fr");
    const many = new StorefrontRegistry([be, ch, chFr, ...copies], {
      environment: "production",
      localHosts: false,
      defaultCode: "kadoo-be",
    });
    const code = (path: string) => {
      const r = many.resolve("www.giftpass.com", path);
      return r.kind === "storefront" ? r.storefront.code : r.kind;
    };
    expect(code("/gp257/fr/cadeaukaarten/")).toBe(copies[257].code);
    expect(code("/gp7")).toBe(copies[7].code);
    expect(code("/ch/fr/")).toBe("giftpass-cf");
    expect(code("/ch/de/privacy/")).toBe("redirect");
    expect(code("/ch/privacy/")).toBe("giftpass-ch");
    expect(code("/chx/")).toBe("unknown");
    expect(code("/gp2570/")).toBe("unknown");
    expect(many.originOf(copies[257], null)).toEqual({ origin: "https://www.giftpass.com", pathPrefix: "/gp257" });
  });
});
