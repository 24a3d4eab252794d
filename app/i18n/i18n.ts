/**
 * Lingui setup: one I18n instance per language (each fixed to its locale, so concurrent SSR of
 * different languages never shares state). Catalogs are compiled by `npm run i18n:compile`; the
 * client loads only the page language's catalog.
 */
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Language } from "../storefront/schema";

const catalogs = import.meta.glob<{ messages: Messages }>("../../translations/*/messages.ts");
const instances = new Map<string, Promise<I18n>>();

export function getI18n(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    const load = catalogs[`../../translations/${language}/messages.ts`];
    if (!load) throw new Error(`No compiled catalog for '${language}': run npm run i18n:compile`);
    instance = load().then(({ messages }) => setupI18n({ locale: language, messages: { [language]: messages } }));
    instances.set(language, instance);
  }
  return instance;
}
