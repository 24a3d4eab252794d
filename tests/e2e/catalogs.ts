/**
 * The compiled Lingui catalogs (translations/<language>/{messages,shop}.ts) as the tenant matrix reads
 * them: every message id, and each language's static texts — so a page can be searched for a message
 * shown by its id (a catalog the page did not load) or in another language than its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const TRANSLATIONS = path.resolve(import.meta.dirname, "../../translations");

type Compiled = Record<string, string | (string | string[])[]>;

/** A compiled catalog: message id → its text (strings and placeholders). */
export function compiledCatalog(language: string, catalog: string): Compiled {
  const source = readFileSync(path.join(TRANSLATIONS, language, `${catalog}.ts`), "utf8");
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error(`translations/${language}/${catalog}.ts: no compiled messages (npm run i18n:compile)`);
  // A JavaScript string literal (it may hold escapes JSON does not know): evaluated as one, then parsed.
  return JSON.parse(new Function(`return ${literal};`)() as string) as Compiled;
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

export interface Catalogs {
  /** Every message id of every catalog. */
  ids: Set<string>;
  /** Per language: its messages without placeholders, as a page shows them. */
  texts: Map<string, Set<string>>;
}

export function readCatalogs(): Catalogs {
  const ids = new Set<string>();
  const texts = new Map<string, Set<string>>();
  for (const language of readdirSync(TRANSLATIONS)) {
    const own = new Set<string>();
    for (const catalog of ["messages", "shop"]) {
      for (const [id, message] of Object.entries(compiledCatalog(language, catalog))) {
        ids.add(id);
        const parts = typeof message === "string" ? [message] : message;
        if (parts.every((p) => typeof p === "string")) own.add(normalise(parts.join("")));
      }
    }
    texts.set(language, own);
  }
  return { ids, texts };
}

/**
 * Texts of other languages that a page in `language` must never show: a sentence or a longer label of
 * another catalog that its own catalog does not also hold (short words such as "E-mail" or "OK" are
 * shared by many languages and say nothing).
 */
export function foreignTexts(catalogs: Catalogs, language: string): Set<string> {
  const own = catalogs.texts.get(language);
  if (!own) throw new Error(`no catalog for ${language}`);
  const foreign = new Set<string>();
  for (const [other, texts] of catalogs.texts) {
    if (other === language) continue;
    for (const text of texts) if ((text.includes(" ") || text.length >= 12) && !own.has(text)) foreign.add(text);
  }
  return foreign;
}

/** The texts a visitor reads or hears on the page: text nodes, labels, placeholders, alt texts, title. */
export function pageTexts(): string[] {
  const out: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, noscript, template")) continue;
    const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
    if (text) out.push(text);
  }
  for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
    for (const name of ["aria-label", "placeholder", "alt", "title"]) {
      const value = element.getAttribute(name)?.replace(/\s+/g, " ").trim();
      if (value) out.push(value);
    }
  }
  return out;
}
