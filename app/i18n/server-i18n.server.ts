/**
 * Lingui for code that runs outside the Vite build (the API, jobs and mails loaded by server.ts
 * through tsx, and tests): loads the compiled catalogs of a language from translations/ by path.
 * Route modules use app/i18n/i18n.ts instead (Vite's import.meta.glob).
 */
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Language } from "../storefront/vocabulary";
import { CATALOGS } from "./catalogs";

const instances = new Map<string, Promise<I18n>>();

async function load(language: Language): Promise<I18n> {
  const messages: Messages = {};
  for (const name of CATALOGS) {
    const url = new URL(`../../translations/${language}/${name}.ts`, import.meta.url);
    const module = (await import(url.href)) as { messages: Messages };
    Object.assign(messages, module.messages);
  }
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

export function serverI18n(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = load(language);
    instances.set(language, instance);
    instance.catch(() => instances.delete(language));
  }
  return instance;
}
