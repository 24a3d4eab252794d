/**
 * `npm run tenants:new`'s work: a new tenants/<code>.ts made from an existing storefront's config,
 * and a copy of that storefront's asset folder under public/brand/<code>/. What must be unique or
 * chosen per storefront (store id, hosts, brand, company, contact data, texts about the shop) becomes
 * `placeholder("…")` unless given as an option; tenants:check names each one left (docs/operators.md).
 */
import { cpSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseStorefront, tenantFiles } from "../app/storefront/load.server";
import { STOREFRONT_CODE, type StorefrontInput } from "../app/storefront/schema";
import type { Storefront } from "../app/storefront/storefront";
import { CURRENCIES, type Currency, LANGUAGES, type Language } from "../app/storefront/vocabulary";
import { hasCountryData } from "../tenants/_shared/commerce";

export interface ScaffoldOptions {
  code: string;
  /** The storefront to copy. */
  from: string;
  tenantsDir: string;
  publicDir: string;
  storeId?: number;
  /** Production host, optionally with a path prefix: `www.example.com` or `www.example.com/xx`. */
  host?: string;
  stagingHost?: string;
  brandName?: string;
  country?: string;
  currency?: string;
  /** Languages, the default first. */
  languages?: string[];
  /** Keep pointing at the copied storefront's asset folder instead of copying it. */
  sharedAssets?: boolean;
}

export interface ScaffoldResult {
  file: string;
  /** The asset folder made for the storefront, if any. */
  assets?: string;
  /** Hints of the placeholders written into the file. */
  placeholders: string[];
}

export class ScaffoldError extends Error {}

interface Known {
  storefront: Storefront;
  input: StorefrontInput;
}

/** Every config in the folder that loads and validates (a half-filled new one does not count). */
async function knownStorefronts(dir: string): Promise<Known[]> {
  const known: Known[] = [];
  for (const file of tenantFiles(dir)) {
    try {
      const input = (await import(pathToFileURL(file).href)).default as StorefrontInput;
      const { storefront } = parseStorefront(file, input);
      if (storefront) known.push({ storefront, input });
    } catch {
      // A file that does not load is tenants:check's to report, not ours.
    }
  }
  return known;
}

const js = (value: unknown) => JSON.stringify(value);

/** `{ a: 1 }` rather than `{"a":1}`: the style of the hand-written files. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    return `{ ${entries.map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : js(k)}: ${literal(v)}`).join(", ")} }`;
  }
  return js(value);
}

function splitHost(value: string): { host: string; pathPrefix: string } {
  const slash = value.indexOf("/");
  if (slash < 0) return { host: value.toLowerCase(), pathPrefix: "" };
  return { host: value.slice(0, slash).toLowerCase(), pathPrefix: value.slice(slash).replace(/\/+$/, "") };
}

export async function scaffoldTenant(options: ScaffoldOptions): Promise<ScaffoldResult> {
  const { code, tenantsDir, publicDir } = options;
  if (!STOREFRONT_CODE.test(code)) {
    throw new ScaffoldError(`'${code}' is not a storefront code: it must look like family-country, e.g. kadoo-be`);
  }
  const file = path.join(tenantsDir, `${code}.ts`);
  if (existsSync(file)) throw new ScaffoldError(`${code} exists already (${file}); choose another code`);
  const known = await knownStorefronts(tenantsDir);
  const source = known.find((k) => k.storefront.code === options.from);
  if (!source) throw new ScaffoldError(`--from ${options.from}: no valid storefront with that code in ${tenantsDir}`);
  const src = source.storefront;
  const raw = source.input;

  if (options.storeId !== undefined) {
    if (!Number.isInteger(options.storeId) || options.storeId < 1) {
      throw new ScaffoldError("--store-id must be a positive whole number");
    }
    const user = known.find((k) => k.storefront.storeId === options.storeId);
    if (user) throw new ScaffoldError(`--store-id ${options.storeId} is already used by ${user.storefront.code}`);
  }
  const production = options.host ? splitHost(options.host) : undefined;
  if (production) {
    const user = known.find((k) =>
      k.storefront.origins.production.some((o) => o.host === production.host && o.pathPrefix === production.pathPrefix),
    );
    if (user) throw new ScaffoldError(`--host ${options.host} is already used by ${user.storefront.code}`);
  }
  const country = (options.country ?? src.country).toUpperCase();
  if (!hasCountryData(country)) {
    throw new ScaffoldError(
      `--country ${country}: tenants/_shared/commerce.ts has no checkout data for it (time zone, VAT, payment methods); add the country there first`,
    );
  }
  const currency = pickCurrency(options.currency, country, src, known);
  const languages = (options.languages ?? [...src.languages]).map((l) => l.trim().toLowerCase()) as Language[];
  for (const language of languages) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      throw new ScaffoldError(
        `--language ${language}: the platform has no catalogs for it (supported: ${LANGUAGES.join(", ")}); see docs/operators.md, "A new language"`,
      );
    }
  }
  if (languages.length === 0 || new Set(languages).size !== languages.length) {
    throw new ScaffoldError("--language must list distinct languages, the default first");
  }

  const sourceAssets = /^\/brand\/([^/]+)\//.exec(src.theme.logos.logo)?.[1] ?? src.family;
  const assetsName = options.sharedAssets ? sourceAssets : code;
  let assets: string | undefined;
  if (!options.sharedAssets) {
    const from = path.join(publicDir, "brand", sourceAssets);
    assets = path.join(publicDir, "brand", code);
    if (existsSync(assets)) throw new ScaffoldError(`${assets} exists already; remove it or use --shared-assets`);
    if (!existsSync(from)) throw new ScaffoldError(`${from}: the asset folder of ${src.code} is missing`);
    cpSync(from, assets, { recursive: true });
  }

  const placeholders: string[] = [];
  const hole = (hint: string, type = "") => {
    placeholders.push(hint);
    return `placeholder${type}(${js(hint)})`;
  };
  const value = (given: string | undefined, hint: string) => (given === undefined ? hole(hint) : js(given));
  const example = (text: string) => text.replace(/[<>"]/g, "");

  const noun = (language: Language): string => {
    const own = src.productNoun[language];
    if (own) return js(own);
    const other = known.find((k) => k.storefront.productNoun[language])?.storefront.productNoun[language];
    return other ? js(other) : hole(`the plural noun for gift cards in ${language}`);
  };
  const srcOrigin = src.origins.production[0];
  const rawTheme = raw.theme as { paymentLogos: unknown };
  const business = Object.fromEntries(Object.entries(raw.business ?? {}).filter(([k]) => k !== "salesEmail"));
  const notFoundWidth = src.theme.notFoundImage.width === 450 ? "\n    notFoundWidth: 450," : "";

  const lines = [
    'import type { StorefrontInput } from "../app/storefront/schema";',
    'import type { Language } from "../app/storefront/vocabulary";',
    'import { business } from "./_shared/business";',
    'import { checkout, giftcards, payments } from "./_shared/commerce";',
    'import { menus } from "./_shared/menus";',
    'import { placeholder } from "./_shared/placeholder";',
    'import { socialLinks, theme } from "./_shared/theme";',
    "",
    `const languages: Language[] = ${literal(languages)};`,
    `const productNoun = { ${languages.map((l) => `${l}: ${noun(l)}`).join(", ")} };`,
    "",
    `// ── To fill in (made by \`npm run tenants:new\` from ${src.code}) ──────────────────────────────`,
    "// Replace every placeholder(…) with the storefront's own value; `npm run tenants:check` names each",
    "// one still open. Then remove the placeholder import. docs/operators.md says what each one is for.",
    `const storeId = ${options.storeId === undefined ? hole("a store id no other storefront uses", "<number>") : options.storeId};`,
    `const brandName = ${value(options.brandName, `the brand name shown in titles, e.g. ${example(src.brandName)}`)};`,
    `const host = ${production ? js(production.host) : hole(`the production host, e.g. ${srcOrigin?.host ?? "www.example.com"}`)};`,
    `// A path prefix when the host is shared with other storefronts, e.g. "/ch"; "" for a host of its own.`,
    `const pathPrefix = ${js(production?.pathPrefix ?? "")};`,
    `const stagingHost = ${value(options.stagingHost, `the staging host, e.g. ${src.origins.staging[0]?.host ?? "staging.example.com"}`)};`,
    `const company = ${hole(`the company's name on invoices and bank transfers, e.g. ${example(src.organization.name)}`)};`,
    `const email = ${hole("the customer-service e-mail address")};`,
    `const phone = ${hole(`the customer-service phone number, e.g. ${example(src.contact.phone)}`)};`,
    "const address = {",
    `  streetAddress: ${hole("the company's street and number")},`,
    `  postalCode: ${hole("the company's postcode")},`,
    `  addressLocality: ${hole("the company's town or city")},`,
    `  addressCountry: ${js(country)},`,
    "};",
    "const description = {",
    ...languages.map((l) => `  ${l}: ${hole(`one sentence about the shop in ${l} (search engines)`)},`),
    "};",
    "const social = socialLinks(",
    `  ${hole("the page name of the social profiles (Facebook, Instagram, TikTok)")},`,
    `  ${hole("the company name of the LinkedIn and YouTube profiles")},`,
    ");",
    "",
    "export default {",
    `  code: ${js(code)},`,
    "  storeId,",
    `  family: ${js(src.family)},`,
    "  brandName,",
    `  country: ${js(country)},`,
    "  languages,",
    `  currency: ${js(currency)},`,
    "  origins: {",
    "    production: [{ host, pathPrefix }],",
    "    staging: [{ host: stagingHost, pathPrefix }],",
    "  },",
    `  slugs: ${literal(raw.slugs)},`,
    "  productNoun,",
    `  catalogClaim: ${src.catalogClaim},`,
    `  theme: theme(${js(src.family)}, languages, {`,
    `    paymentLogos: ${literal(rawTheme.paymentLogos)},`,
    `    socialLinks: social,${notFoundWidth}`,
    `    assets: ${js(assetsName)},`,
    "  }),",
    "  menus: menus(brandName, languages, productNoun),",
    `  features: ${literal(raw.features ?? {})},`,
    `  business: business(email${Object.keys(business).length ? `, ${literal(business)}` : ""}),`,
    `  checkout: checkout(${js(country)}, ${js(currency)}),`,
    `  payments: payments(${js(country)}, company),`,
    `  giftcards: giftcards(storeId, ${js(currency)}),`,
    "  contact: {",
    "    email,",
    "    phone,",
    `    openingHours: ${literal(src.contact.openingHours)},`,
    "  },",
    "  organization: {",
    "    name: company,",
    // The organization's address is its production origin.
    `    url: \`https://\${host}\${pathPrefix}/\`,`,
    `    logo: ${js(`/brand/${assetsName}/logo.svg`)},`,
    "    description,",
    "    contactPoint: { telephone: phone, email },",
    "    address,",
    "  },",
    "} satisfies StorefrontInput;",
    "",
  ];
  writeFileSync(file, lines.join("\n"));
  return { file, assets, placeholders };
}

/** The given currency; else the source's, unless the country changes: then what that country's storefronts sell in. */
function pickCurrency(given: string | undefined, country: string, src: Storefront, known: Known[]): Currency {
  const currency = given?.toUpperCase() ?? (country === src.country ? src.currency : undefined);
  if (currency) {
    if (!(CURRENCIES as readonly string[]).includes(currency)) {
      throw new ScaffoldError(`--currency ${currency} is not supported (supported: ${CURRENCIES.join(", ")})`);
    }
    return currency as Currency;
  }
  const local = known.find((k) => k.storefront.country === country)?.storefront.currency;
  if (!local) throw new ScaffoldError(`--country ${country}: no storefront sells there yet; give --currency too`);
  return local;
}
