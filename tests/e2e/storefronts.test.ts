/** Every storefront serves its home in each of its languages: html lang, header logo, currency, hreflang. */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, storefrontUrl, test } from "./fixtures";

/** spec §9 desktop logo widths per logo version. */
const LOGO_DESKTOP = { v1: 200, v2: 252, v3: 202 } as const;

const tenantsDir = path.resolve(import.meta.dirname, "../../tenants");
const codes = readdirSync(tenantsDir)
  .filter((f) => f.endsWith(".ts") && !f.startsWith("_"))
  .map((f) => f.replace(/\.ts$/, ""));

const configs = await Promise.all(
  codes.map(async (code) => (await import(path.join(tenantsDir, `${code}.ts`))).default),
);
/** Every storefront × language hreflang value of a brand family. */
const familyTags = (family: string) =>
  configs
    .filter((c) => c.family === family)
    .flatMap((c) =>
      (c.languages as string[]).map((l) => `${l}-${String(c.hreflangCountry ?? c.country).toLowerCase()}`),
    )
    .sort();

// The homes below run for every file in tenants/; this guards against a loop over nothing.
test("the storefront files hold the default storefront and one of every brand family", () => {
  expect(codes).toEqual(expect.arrayContaining(["kadoo-be", "giftpass-ch", "choice-be"]));
});

for (const code of codes) {
  test(`home of ${code} in each of its languages`, async ({ page }) => {
    const { default: sf } = await import(path.join(tenantsDir, `${code}.ts`));
    const currency: string = sf.currency;
    for (const [index, language] of (sf.languages as string[]).entries()) {
      const response = await page.goto(storefrontUrl(code, index === 0 ? "/" : `/${language}/`));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", `${language}-${sf.country}`);
      // spec §9: the header logo of the logo version; v2 has a drawing of its own (logoV2).
      const logo = page.locator("header [data-logo-version] img");
      await expect(logo).toHaveAttribute(
        "src",
        `/brand/${sf.family}/${sf.theme.version === "v2" ? "logo-v2" : "logo"}.svg`,
      );
      await expect(logo).toHaveAttribute("width", String(LOGO_DESKTOP[sf.theme.version as keyof typeof LOGO_DESKTOP]));
      // Prices in the storefront's currency, formatted for the page locale.
      const price = new Intl.NumberFormat(`${language}-${sf.country}`, {
        style: "currency",
        currency,
        maximumFractionDigits: 0,
      })
        .formatToParts(1)
        .find((p) => p.type === "currency")?.value;
      await expect(page.locator("[data-most-chosen]")).toContainText(price ?? currency);
      // The hreflang cluster holds this page and the other storefronts of its brand family — those
      // carry the same content (ADR 028) — in each of their languages; x-default where the default
      // storefront is one of them.
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
      expect(hreflangs.filter((h) => h !== "x-default").sort()).toEqual(familyTags(sf.family));
      expect(hreflangs.includes("x-default")).toBe(sf.family === "kadoo");
      await expect(page.locator("[data-view-all]")).toContainText(`${sf.catalogClaim}+`);
      // The footer's store switcher names the country and language in the page language; the header's
      // language links name each language in itself.
      const named = (type: "region" | "language", code: string, locale = `${language}-${sf.country}`) =>
        new Intl.DisplayNames([locale], { type }).of(code);
      await expect(page.locator("footer [data-store-switcher-open]")).toHaveText(
        `${named("region", sf.country)} · ${named("language", language)} · ${currency}`,
      );
      const titles = await page
        .locator("header a[hreflang]")
        .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("title")]));
      expect(titles).toEqual(
        sf.features?.languageSwitcher !== false && sf.languages.length > 1
          ? (sf.languages as string[]).map((l) => [l, named("language", l, l)])
          : [],
      );
    }
  });
}
