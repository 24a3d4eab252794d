/**
 * Lingui setup: one I18n instance per language (each fixed to its locale, so concurrent SSR of
 * different languages never shares state). Catalogs are compiled by `npm run i18n:compile`. The
 * server renders with every catalog; the browser loads `messages` first and the `shop` catalog
 * (basket, checkout, account) only on pages that need it (app/i18n/catalogs.ts).
 */
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Language } from "../storefront/vocabulary";
import type { CatalogName } from "./catalogs";

const mainCatalogs = import.meta.glob<{ messages: Messages }>("../../translations/*/messages.ts");
const shopCatalogs = import.meta.glob<{ messages: Messages }>("../../translations/*/shop.ts");
const instances = new Map<string, Promise<I18n>>();
const loaded = new Map<string, Promise<void>>();

function loader(language: Language, name: CatalogName) {
  const load = (name === "shop" ? shopCatalogs : mainCatalogs)[`../../translations/${language}/${name}.ts`];
  if (!load) throw new Error(`No compiled catalog '${name}' for '${language}': run npm run i18n:compile`);
  return load;
}

export function getI18n(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = loader(language, "messages")().then(({ messages }) =>
      setupI18n({ locale: language, messages: { [language]: messages } }),
    );
    // The server always has the whole shop.
    if (import.meta.env.SSR) {
      instance = instance.then(async (i18n) => {
        await loadCatalog(i18n, "shop");
        return i18n;
      });
    }
    instances.set(language, instance);
  }
  return instance;
}

/** Adds a catalog to an instance once (messages merge into the language's catalog). */
export function loadCatalog(i18n: I18n, name: CatalogName): Promise<void> {
  const language = i18n.locale as Language;
  const key = `${language}|${name}`;
  let done = loaded.get(key);
  if (!done) {
    done = loader(language, name)().then(({ messages }) => {
      // Merge without Lingui's "change" event: nothing on screen uses these messages yet (the pages and
      // forms that do render after this promise), and a provider re-render while React is hydrating a
      // lazy boundary aborts the hydration (React error 345).
      (i18n as unknown as { _load(locale: string, messages: Messages): void })._load(language, messages);
    });
    loaded.set(key, done);
  }
  return done;
}

/** Whether a catalog is in the instance already (the browser skips the wait then). */
export function hasCatalog(i18n: I18n, name: CatalogName): boolean {
  return loaded.has(`${i18n.locale}|${name}`);
}
