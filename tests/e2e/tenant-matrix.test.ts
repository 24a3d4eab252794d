/**
 * The tenant matrix (issue 16): every key template (app/preview/key-templates.server.ts, the preview
 * gallery's templates.json) of every storefront in its default language, as a visitor gets it:
 *  - in the browser, one storefront per test: the status (404 for the not-found template; the checkout
 *    with a product in the basket; the redeem shop without a checked card sends to the balance check),
 *    the page language, the storefront's currency where prices show and no other currency, its header
 *    logo, no console errors (fixtures.ts), no message shown by its id or in another language, no
 *    serious axe violations;
 *  - over HTTP, one template kind per test: every hreflang alternate of those pages (every storefront ×
 *    language of the cluster) answers 200 and names the page back with the same hreflang.
 * The templates come from each storefront's own catalogue, so a new storefront is in the matrix
 * without code.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { type Catalogs, foreignTexts, pageTexts, readCatalogs } from "./catalogs";
import { expect, open, PORT, seriousViolations, test } from "./fixtures";
import { addShownProduct } from "./shop";

const TOKEN = process.env.E2E_PREVIEW_TOKEN ?? "e2e-preview-token-0123456789";
const tenantsDir = path.resolve(import.meta.dirname, "../../tenants");
const codes = readdirSync(tenantsDir)
  .filter((f) => f.endsWith(".ts") && !f.startsWith("_"))
  .map((f) => f.replace(/\.ts$/, ""));

interface Entry {
  code: string;
  language: string;
  templates: { kind: string; url: string }[];
}

/** What the matrix checks a storefront against: its own config. */
interface Config {
  country: string;
  currency: string;
  family: string;
  languages: string[];
  theme: { version: string };
}
const config = async (code: string): Promise<Config> =>
  (await import(path.join(tenantsDir, `${code}.ts`))).default as Config;

/** GET through the local host name of the URL (Node does not resolve <code>.localhost itself). */
const get = (request: APIRequestContext, url: string) => {
  const u = new URL(url);
  return request.get(`http://127.0.0.1:${PORT}${u.pathname}${u.search}`, {
    headers: { host: u.host },
    maxRedirects: 0,
  });
};

let entries: Promise<Entry[]> | undefined;
/** Every storefront × language with its key templates (the preview gallery's list, ADR 022). */
function allEntries(request: APIRequestContext): Promise<Entry[]> {
  entries ??= (async () => {
    const response = await request.get(`http://localhost:${PORT}/_preview/templates.json?token=${TOKEN}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { storefronts: Entry[] }).storefronts;
  })();
  return entries;
}
/** The default language is a storefront's first (tenants/<code>.ts `languages`). */
async function defaultEntry(request: APIRequestContext, code: string): Promise<Entry> {
  const { languages } = await config(code);
  const entry = (await allEntries(request)).find((e) => e.code === code && e.language === languages[0]);
  if (!entry) throw new Error(`templates.json has no ${code} in ${languages[0]}`);
  return entry;
}

/** Pages where prices show: the storefront's currency must be among them. */
const WITH_PRICES = new Set(["home", "list", "category", "product", "basket", "checkout"]);

/** The currency symbol as the page's locale writes it ("€", "CHF", "£", "kr", "R$"). */
function currencySymbol(locale: string, currency: string): string {
  const part = new Intl.NumberFormat(locale, { style: "currency", currency })
    .formatToParts(1)
    .find((p) => p.type === "currency");
  return part?.value ?? currency;
}

let catalogs: Catalogs | undefined;

/** The first storefront of each brand family (in file order): where colour contrast is checked. */
const contrastChecked = new Set(
  (await Promise.all(codes.map(async (code) => ({ code, family: (await config(code)).family }))))
    .filter((s, i, all) => all.findIndex((o) => o.family === s.family) === i)
    .map((s) => s.code),
);

test.describe("every key template of every storefront in its default language", () => {
  test.describe.configure({ mode: "parallel" });

  test("the matrix covers every storefront file", async ({ request }) => {
    const listed = new Set((await allEntries(request)).map((e) => e.code));
    expect([...listed].sort()).toEqual([...codes].sort());
    expect(codes.length).toBeGreaterThanOrEqual(33);
  });

  for (const code of codes) {
    test(code, async ({ page, request, consoleErrors }) => {
      test.setTimeout(180_000);
      catalogs ??= readCatalogs();
      const sf = await config(code);
      const entry = await defaultEntry(request, code);
      const locale = `${entry.language}-${sf.country}`;
      const own = currencySymbol(locale, sf.currency);
      // Symbols of the platform's other currencies, next to a number, must not appear on this storefront.
      const others = [...new Set(await Promise.all(codes.map(async (c) => (await config(c)).currency)))]
        .filter((c) => c !== sf.currency)
        .map((c) => currencySymbol(locale, c))
        .filter((s) => !own.includes(s) && !s.includes(own));
      const foreign = foreignTexts(catalogs, entry.language);
      const logo = `/brand/${sf.family}/${sf.theme.version === "v2" ? "logo-v2" : "logo"}.svg`;
      const url = (kind: string) => entry.templates.find((t) => t.kind === kind)?.url;

      for (const { kind, url: target } of entry.templates) {
        await test.step(kind, async () => {
          const response = await open(page, target);
          expect(response?.status(), target).toBe(kind === "not-found" ? 404 : 200);
          if (kind === "redeem-shop") {
            // Without a checked card the redeem shop sends to the balance check (spec §6).
            expect(page.url()).toBe(url("balance-check"));
          } else {
            expect(page.url()).toBe(target);
          }
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expect(page.locator(`header img[src="${logo}"]`).first()).toBeVisible();

          const texts = await page.evaluate(pageTexts);
          const body = texts.join("\n");
          if (WITH_PRICES.has(kind)) expect(body, `${kind}: prices in ${sf.currency}`).toContain(own);
          for (const symbol of others) {
            const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
            expect(body, `${kind}: no amounts in ${symbol}`).not.toMatch(
              new RegExp(`${escaped}\\s?\\d|\\d\\s?${escaped}(?![\\p{L}])`, "u"),
            );
          }
          // The search below is real: the page's own catalog texts are found the same way.
          const ownTexts = catalogs?.texts.get(entry.language);
          expect(texts.filter((t) => ownTexts?.has(t)).length, `${kind}: catalog texts found`).toBeGreaterThan(5);
          const ids = texts.filter((t) => catalogs?.ids.has(t));
          expect(ids, `${kind}: messages shown by their catalog id`).toEqual([]);
          const otherLanguage = texts.filter((t) => foreign.has(t));
          expect(otherLanguage, `${kind}: texts of another language than ${entry.language}`).toEqual([]);

          // Console errors per page (fixtures.ts also fails the test on any, but without naming the page).
          expect(consoleErrors.splice(0), `${kind}: console errors`).toEqual([]);

          // Colour contrast is a matter of the brand family's theme: checked on one storefront of each
          // family (the slowest rule by far); every other rule on every page.
          const rules = contrastChecked.has(code) ? {} : { disable: ["color-contrast"] };
          expect(await seriousViolations(page, rules), `${kind}: axe`).toEqual([]);

          // The basket and the checkout as a shopper sees them: with this product in the basket.
          if (kind === "product") await addShownProduct(page);
        });
      }
    });
  }
});

test.describe("hreflang alternates of every key template resolve and point back", () => {
  test.describe.configure({ mode: "parallel" });
  const KINDS = ["home", "list", "category", "product", "locations", "balance-check", "content"];

  for (const kind of KINDS) {
    test(kind, async ({ request }) => {
      test.setTimeout(120_000);
      const pages = new Map<string, Promise<{ status: number; alternates: Map<string, string> }>>();
      /** A page's status and its alternates (href → hreflang), fetched once. */
      const fetchPage = (url: string) => {
        if (!pages.has(url)) {
          pages.set(
            url,
            (async () => {
              const response = await get(request, url);
              const html = await response.text();
              const alternates = new Map<string, string>();
              for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)) {
                if (m[1] !== "x-default") alternates.set(m[2], m[1]);
              }
              return { status: response.status(), alternates };
            })(),
          );
        }
        return pages.get(url) as Promise<{ status: number; alternates: Map<string, string> }>;
      };

      const problems: string[] = [];
      let checked = 0;
      for (const code of codes) {
        const target = (await defaultEntry(request, code)).templates.find((t) => t.kind === kind)?.url;
        if (!target) continue;
        const own = await fetchPage(target);
        expect(own.status, target).toBe(200);
        if (own.alternates.size === 0) continue;
        const self = own.alternates.get(target);
        if (!self) problems.push(`${target} is not among its own alternates`);
        for (const [href, hreflang] of own.alternates) {
          const other = await fetchPage(href);
          checked += 1;
          if (other.status !== 200) problems.push(`${target} → ${hreflang} ${href}: ${other.status}`);
          else if (other.alternates.get(target) !== self) problems.push(`${href} does not point back to ${target}`);
        }
      }
      expect(problems).toEqual([]);
      // Home, list and content pages are on every storefront: each names its brand family's storefronts
      // (ADR 028; the smallest family has two), so no cluster is empty or only the page itself.
      if (["home", "list", "content"].includes(kind)) expect(checked).toBeGreaterThan(codes.length * 2);
    });
  }
});
