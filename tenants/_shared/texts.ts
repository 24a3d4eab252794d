/**
 * Shared builders for the storefront files in tenants/ (files and folders starting with `_` are not
 * storefronts): theme.ts (a brand family's theme), menus.ts (footer and business menus), commerce.ts
 * (checkout, payments and gift-card prefixes per country), with their texts in all 12 platform
 * languages. The builders take the storefront's languages and return only those: every LocalizedText
 * of a storefront must cover exactly its languages (see app/storefront/schema.ts). This file holds
 * the text helpers they share.
 */

import type { RouteId } from "../../app/storefront/route-table";
import type { LocalizedText } from "../../app/storefront/schema-fields";
import type { Language } from "../../app/storefront/vocabulary";
import type { Theme } from "./theme";

type Link = Theme["promoBlocks"]["pdpFeaturedBlock"]["link"];

/** A text in every platform language (the compiler checks that none is missing). */
export type Texts = Record<Language, string>;

/** A text that depends on a value, e.g. the brand name, in every platform language. */
export type Template = Record<Language, (value: string) => string>;

/** The texts of the storefront's languages only, in the storefront's language order. */
export function pick(texts: Texts, languages: readonly Language[]): LocalizedText {
  return Object.fromEntries(languages.map((language) => [language, texts[language]]));
}

/** A template filled with one value per language (e.g. the storefront's product noun). */
export function fill(template: Template, languages: readonly Language[], value: string | LocalizedText): LocalizedText {
  return Object.fromEntries(
    languages.map((language) => {
      const v = typeof value === "string" ? value : value[language];
      if (v === undefined) throw new Error(`fill: no value for '${language}'`);
      return [language, template[language](v)];
    }),
  );
}

export const route = (id: RouteId, splat?: string): Link =>
  splat ? { kind: "route", route: id, params: { "*": splat } } : { kind: "route", route: id };
