/**
 * What the <html> element says about the resolved storefront: its brand family (theme), language and
 * lang tag. The server knows them from host + prefix before any loader runs, so even a page whose
 * root loader failed is themed and tagged as its own storefront (never another's defaults). The
 * browser reads them back from the document the server rendered.
 */
import { createContext, useContext } from "react";
import { localeOf, type Storefront } from "./storefront";
import type { Family, Language } from "./vocabulary";

export interface DocumentIdentity {
  family: Family;
  language: Language;
  htmlLang: string;
}

export function documentIdentityOf(storefront: Storefront, language: Language): DocumentIdentity {
  return { family: storefront.family, language, htmlLang: localeOf(storefront, language) };
}

export function readDocumentIdentity(html: HTMLElement): DocumentIdentity {
  return { family: html.dataset.family as Family, language: html.dataset.lang as Language, htmlLang: html.lang };
}

export const DocumentIdentityContext = createContext<DocumentIdentity | null>(null);

export function useDocumentIdentity(): DocumentIdentity {
  const identity = useContext(DocumentIdentityContext);
  if (!identity) throw new Error("No DocumentIdentityContext: entry.server and entry.client provide it");
  return identity;
}
