import { describe, expect, it } from "vitest";
import type { StorefrontRegistry } from "../storefront/registry";
import type { Storefront } from "../storefront/storefront";
import { hreflangTags, PAGE_ALTERNATES_MAX, screenAlternateStorefronts, type Variant } from "./alternates.server";

const storefront = (code: string, family: string, country: string, languages: string[]) =>
  ({ code, family, hreflangCountry: country, languages, defaultLanguage: languages[0] }) as unknown as Storefront;
const registry = {
  options: { defaultCode: "kadoo-be" },
  originOf: (sf: Storefront) => ({ origin: `https://${sf.code}.example`, pathPrefix: "" }),
} as unknown as StorefrontRegistry;
const everywhere = (storefronts: Storefront[]): Variant[] =>
  storefronts.map((s) => ({ storefront: s, path: "/privacy/" }));
const hreflangs = (tags: { langCode: string; countryCode: string }[]) =>
  tags.map((t) => `${t.langCode}-${t.countryCode}`).sort();

const kadooBe = storefront("kadoo-be", "kadoo", "be", ["nl", "fr"]);
const kadooNl = storefront("kadoo-nl", "kadoo", "nl", ["nl"]);
const giftpassCh = storefront("giftpass-ch", "giftpass", "ch", ["de", "fr", "it"]);
const giftpassAt = storefront("giftpass-at", "giftpass", "at", ["de"]);

describe("hreflang clusters", () => {
  it("name the page on the storefronts of its own brand family only, with x-default where the default storefront is", () => {
    const all = everywhere([kadooBe, kadooNl, giftpassCh, giftpassAt]);
    const kadoo = hreflangTags(registry, kadooNl, all, null);
    expect(hreflangs(kadoo)).toEqual(["fr-be", "nl-be", "nl-nl"]);
    expect(kadoo.filter((t) => t.isDefault).map((t) => t.origin)).toEqual(["https://kadoo-be.example"]);
    expect(hreflangs(hreflangTags(registry, giftpassAt, all, null))).toEqual(["de-at", "de-ch", "fr-ch", "it-ch"]);
  });

  it("keep a page's set bounded however many storefronts a family has; the sitemap has them all", () => {
    // 300 copies of a storefront in 30 countries: 600 variants in one family.
    const copies = Array.from({ length: 300 }, (_, i) =>
      storefront(`giftpass-x${i}`, "giftpass", `c${i % 30}`, ["de", "fr"]),
    );
    const all = everywhere([giftpassCh, ...copies]);
    const own = copies[7];
    const page = hreflangTags(registry, own, all, null);
    expect(page.length).toBeLessThanOrEqual(PAGE_ALTERNATES_MAX);
    // Narrowed to its country's storefronts (10 of them, 2 languages each): each names the others back.
    expect(page.map((t) => t.origin)).toContain("https://giftpass-x37.example");
    const back = hreflangTags(registry, copies[37], all, null);
    expect(back.map((t) => t.origin).sort()).toEqual(page.map((t) => t.origin).sort());
    expect(hreflangTags(registry, own, all, null, "sitemap")).toHaveLength(3 + 600);
  });

  it("narrow to the storefront's own languages when even its country has too many", () => {
    const crowd = Array.from({ length: 60 }, (_, i) => storefront(`giftpass-y${i}`, "giftpass", "ch", ["de"]));
    const tags = hreflangTags(registry, crowd[0], everywhere([giftpassCh, ...crowd]), null);
    expect(tags.map((t) => t.origin)).toEqual(["https://giftpass-y0.example"]);
  });

  it("a screen's alternates: the same set as from every storefront, made from the bounded set alone", () => {
    const copies = Array.from({ length: 300 }, (_, i) =>
      storefront(`giftpass-x${i}`, "giftpass", `c${i % 30}`, ["de", "fr"]),
    );
    const all = [kadooBe, kadooNl, giftpassCh, ...copies];
    const platform = { ...registry, all } as unknown as StorefrontRegistry;
    for (const own of [copies[7], kadooNl, giftpassCh]) {
      const chosen = screenAlternateStorefronts(platform, own);
      const fromAll = hreflangTags(platform, own, everywhere(all), null);
      expect(hreflangTags(platform, own, everywhere([...chosen]), null)).toEqual(fromAll);
      expect(chosen.length).toBeLessThanOrEqual(PAGE_ALTERNATES_MAX);
      // Made once per storefront: a request builds links for these, not for all 303.
      expect(screenAlternateStorefronts(platform, own)).toBe(chosen);
    }
  });
});
