import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { StoreOption } from "../../storefront/shell";
import {
  dismissalDate,
  languageForStore,
  samePathEverywhere,
  shouldShowBanner,
  storeForCountry,
  targetUrl,
} from "./logic";
import { StoreSwitcherSchema } from "./switcher.schema";

const now = new Date("2026-11-23T10:00:00Z");
const store = (code: string, country: string, langs: string[], url: string): StoreOption => ({
  code,
  // Test data only: the family is a field of the API's store data, never read from the code in the app.
  family: code.split("-")[0] as StoreOption["family"],
  country,
  brandName: code,
  hreflangCountry: country.toLowerCase(),
  currency: "EUR",
  url: `${url}/`,
  languages: langs.map((l, i) => ({ code: l as "nl", isDefault: i === 0, url: `${url}${i === 0 ? "" : `/${l}`}/` })),
});
const ch = store("giftpass-ch", "CH", ["de", "fr", "it"], "https://www.giftpass.com/ch");
const beKadoo = store("kadoo-be", "BE", ["nl"], "https://www.kadoo.be");
const beChoice = store("choice-be", "BE", ["nl", "fr"], "https://www.choicecard.eu/be");

describe("store switcher banner (spec §4)", () => {
  it("shows for a known foreign country without a dismissal", () => {
    expect(shouldShowBanner("DE", "BE", null, now)).toBe(true);
  });
  it("does not show for an unknown country or the storefront's own country", () => {
    expect(shouldShowBanner(null, "BE", null, now)).toBe(false);
    expect(shouldShowBanner("BE", "BE", null, now)).toBe(false);
  });
  it("stays hidden for two days after closing, then shows again", () => {
    const until = dismissalDate(now);
    expect(new Date(until).getTime() - now.getTime()).toBe(2 * 24 * 3600 * 1000);
    expect(shouldShowBanner("DE", "BE", until, new Date(now.getTime() + 47 * 3600 * 1000))).toBe(false);
    expect(shouldShowBanner("DE", "BE", until, new Date(now.getTime() + 49 * 3600 * 1000))).toBe(true);
  });
});

describe("store switcher modal", () => {
  it("resets the language to the new country's default", () => {
    expect(languageForStore(ch)).toBe("de");
  });
  it("preselects the same brand for the visitor's country", () => {
    expect(storeForCountry([beKadoo, beChoice], "BE", "choice")?.code).toBe("choice-be");
    expect(storeForCountry([beKadoo, beChoice], "BE", "giftpass")?.code).toBe("kadoo-be");
  });
  it("goes to the matching page on the target storefront, else its home", () => {
    const alternates = [{ hreflang: "fr-ch", href: "https://www.giftpass.com/ch/fr/privacy/" }];
    expect(targetUrl(ch, "fr", alternates, "ch")).toBe("https://www.giftpass.com/ch/fr/privacy/");
    expect(targetUrl(ch, "it", alternates, "ch")).toBe("https://www.giftpass.com/ch/it/");
  });
  it("takes a screen that every storefront has at the same path there, also in another brand family", () => {
    expect(samePathEverywhere("privacy")).toBe("privacy/");
    expect(samePathEverywhere("balance-check")).toBe("saldocheck/");
    expect(targetUrl(ch, "it", [], "ch", samePathEverywhere("privacy"))).toBe(
      "https://www.giftpass.com/ch/it/privacy/",
    );
    // A product, a category or a page with the storefront's own slug has no such path: the home.
    for (const id of ["list~cadeaubonnen", "category", "basket~winkelmandje", "landing", "sitemap", undefined])
      expect(samePathEverywhere(id), String(id)).toBeNull();
  });
  it("requires country, language and currency with the spec's messages", () => {
    const result = v.safeParse(StoreSwitcherSchema, { store: "", language: "", currency: "" });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toEqual([
      "Country is a required field",
      "Language is a required field",
      "Currency is a required field",
    ]);
  });
});
