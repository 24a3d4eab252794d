/**
 * The preview gallery page (/_preview/): for every storefront × language its key templates, logos,
 * colours and decorations, its config summary and validation state, and "view as a visitor from X".
 * Plain HTML for marketers (an internal page: English unless `?lang=`), texts through Lingui. ADR 022.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { paletteOf } from "../../themes";
import { displayName } from "../i18n/display-names";
import type { ConfigProblem } from "../storefront/load.server";
import type { Storefront } from "../storefront/storefront";
import type { Family } from "../storefront/vocabulary";
import { PREVIEW_PATH } from "./access.server";
import type { StorefrontTemplates, TemplateKind } from "./key-templates.server";

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}
const esc = escapeHtml;

export interface GalleryData {
  storefronts: readonly Storefront[];
  templates: StorefrontTemplates[];
  problems: ConfigProblem[];
  /** The countries a visitor can be shown as coming from (every storefront's country). */
  countries: string[];
  /** Where the "view as" form goes (on the gallery's own host). */
  viewAsAction: string;
  /** Colour tokens overridden per family (THEME_COLORS). */
  themeColors?: Partial<Record<Family, Record<string, string>>>;
}

function templateName(i18n: I18n, kind: TemplateKind): string {
  const names: Record<TemplateKind, string> = {
    home: i18n._(msg`Home`),
    list: i18n._(msg`Product list`),
    category: i18n._(msg`Category`),
    product: i18n._(msg`Product`),
    locations: i18n._(msg`Locations`),
    basket: i18n._(msg`Basket`),
    "balance-check": i18n._(msg`Balance check`),
    "redeem-shop": i18n._(msg`Redeem shop`),
    checkout: i18n._(msg`Checkout`),
    content: i18n._(msg`Terms and conditions`),
    "not-found": i18n._(msg`Not found (404)`),
  };
  return names[kind];
}

/** The page's own styling, from the shared theme palette (no colours of its own). */
function style(): string {
  const c = paletteOf(null);
  return `body{font-family:system-ui,Arial,sans-serif;margin:0;background:${c.surface};color:${c.text};line-height:1.45}
header,main{max-width:1200px;margin:0 auto;padding:16px 24px}
h1{margin:8px 0}h2{margin:0 0 8px;font-size:22px}h3{font-size:17px;margin:16px 0 6px}
section.sf{background:${c.background};border:1px solid ${c.border};border-radius:12px;padding:16px 20px;margin:0 0 20px}
a{color:${c.primary}}a:focus-visible,button:focus-visible,select:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:8px 0}dt{color:${c.textMuted}}dd{margin:0}
ul.links{display:flex;flex-wrap:wrap;gap:6px 16px;padding:0;margin:0;list-style:none}
ul.swatches{display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:0;list-style:none;font-size:13px}
.swatch{display:inline-block;width:18px;height:18px;border:1px solid ${c.border};border-radius:4px;vertical-align:middle;margin-right:4px}
.images{display:flex;flex-wrap:wrap;gap:12px;align-items:center}.images figure{margin:0}.images img{max-height:60px;max-width:240px}
figcaption{font-size:13px;color:${c.textMuted}}
.ok{color:${c.success};font-weight:600}.bad{color:${c.danger};font-weight:600}
form.viewas{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:8px}
select,button{font:inherit;min-height:40px;padding:0 10px;border-radius:8px;border:1px solid ${c.border};background:${c.background};color:${c.text}}
button{background:${c.primary};border-color:${c.primary};color:${c.onPrimary};cursor:pointer}`;
}

function summary(i18n: I18n, sf: Storefront, locale: string): string {
  const features = Object.entries(sf.features)
    .filter(([, on]) => on === true)
    .map(([name]) => name);
  const rows: [string, string][] = [
    [i18n._(msg`Country`), `${displayName(locale, "region", sf.country)} (${sf.country})`],
    [i18n._(msg`Currency`), sf.currency],
    [i18n._(msg`Languages`), sf.languages.map((l) => displayName(locale, "language", l)).join(", ")],
    [i18n._(msg`Payment methods`), sf.payments.methods.join(", ")],
    [i18n._(msg`Features`), features.join(", ") || "–"],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join("")}</dl>`;
}

function validation(i18n: I18n, problems: ConfigProblem[]): string {
  if (problems.length === 0) return `<p class="ok">${esc(i18n._(msg`Configuration valid`))}</p>`;
  const count = problems.length;
  return `<p class="bad">${esc(i18n._(msg`Configuration problems: ${count}`))}</p><ul>${problems
    .map((p) => `<li><code>${esc(p.field)}</code> ${esc(p.message)}</li>`)
    .join("")}</ul>`;
}

function images(i18n: I18n, sf: Storefront): string {
  const { logos } = sf.theme;
  const list: [string, string][] = [
    [i18n._(msg`Logo`), logos.logo],
    [i18n._(msg`Footer logo`), logos.footerLogo],
    [i18n._(msg`Modal logo`), logos.modalLogo],
  ];
  // The second version's logo exists on storefronts whose header shows it (ADR 024).
  if (logos.logoV2) list.splice(1, 0, [i18n._(msg`Logo (second version)`), logos.logoV2]);
  if (sf.theme.headerDecoration) list.push([i18n._(msg`Header decoration`), sf.theme.headerDecoration.src]);
  if (sf.theme.footerDecoration) list.push([i18n._(msg`Footer decoration`), sf.theme.footerDecoration.src]);
  return `<div class="images">${list
    .map(
      ([label, src]) =>
        `<figure><img src="${esc(src)}" alt="${esc(label)}"><figcaption>${esc(label)}</figcaption></figure>`,
    )
    .join("")}</div>`;
}

function colours(sf: Storefront, overrides: GalleryData["themeColors"]): string {
  const palette = paletteOf(sf.family, overrides?.[sf.family]);
  return `<ul class="swatches">${Object.entries(palette)
    .map(
      ([token, value]) =>
        `<li><span class="swatch" style="background:${esc(value)}" aria-hidden="true"></span>${esc(token)} <code>${esc(value)}</code></li>`,
    )
    .join("")}</ul>`;
}

function language(i18n: I18n, data: GalleryData, entry: StorefrontTemplates, locale: string): string {
  const id = `${entry.code}-${entry.language}`;
  const links = entry.templates
    .map((t) => `<li><a href="${esc(t.url)}">${esc(templateName(i18n, t.kind))}</a></li>`)
    .join("");
  const options = data.countries
    .map((c) => `<option value="${esc(c)}">${esc(displayName(locale, "region", c))} (${esc(c)})</option>`)
    .join("");
  return `<h3 id="${esc(id)}">${esc(displayName(locale, "language", entry.language))} · <a href="${esc(entry.base)}/">${esc(entry.base)}/</a></h3>
<ul class="links" aria-labelledby="${esc(id)}">${links}</ul>
<form class="viewas" method="get" action="${esc(data.viewAsAction)}">
<input type="hidden" name="code" value="${esc(entry.code)}"><input type="hidden" name="lang" value="${esc(entry.language)}">
<label for="country-${esc(id)}">${esc(i18n._(msg`View as a visitor from`))}</label>
<select id="country-${esc(id)}" name="country">${options}</select>
<button type="submit">${esc(i18n._(msg`Open the storefront`))}</button></form>`;
}

export function renderGallery(i18n: I18n, data: GalleryData): string {
  const locale = i18n.locale;
  const total = data.storefronts.length;
  const pairs = data.templates.length;
  const sections = data.storefronts
    .map((sf) => {
      const problems = data.problems.filter((p) => p.file === `tenants/${sf.code}.ts`);
      const entries = data.templates.filter((t) => t.code === sf.code);
      return `<section class="sf" aria-labelledby="sf-${esc(sf.code)}">
<h2 id="sf-${esc(sf.code)}">${esc(sf.brandName)} · ${esc(sf.code)}</h2>
${validation(i18n, problems)}${summary(i18n, sf, locale)}${images(i18n, sf)}
<h3>${esc(i18n._(msg`Colours`))}</h3>${colours(sf, data.themeColors)}
${entries.map((e) => language(i18n, data, e, locale)).join("\n")}
</section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="${esc(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${esc(i18n._(msg`Preview gallery`))}</title><style>${style()}</style></head>
<body><header><h1>${esc(i18n._(msg`Preview gallery`))}</h1>
<p>${esc(i18n._(msg`${total} storefronts, ${pairs} storefront languages.`))} <a href="${PREVIEW_PATH}/templates.json">templates.json</a></p></header>
<main>${sections}</main></body></html>`;
}
