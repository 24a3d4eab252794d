/** What every page of a storefront knows on the client: the public part of its config + store data. */
import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext } from "react";
import type { LinkParams } from "./links";
import { href } from "./links";
import type { RouteId } from "./route-table";
import type { Storefront } from "./storefront";
import type { Currency, Family, Language, PaymentLogo, SocialKind } from "./vocabulary";

export interface ImageData {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type ThemeImage = Storefront["theme"]["notFoundImage"];

/** A theme image with its alt text in the page language. */
export function themeImage(i: ThemeImage, language: Language): ImageData {
  return { src: i.src, alt: i.alt?.[language] ?? "", width: i.width, height: i.height };
}

export interface LinkData {
  href: string;
  type: "relative" | "absolute";
}

export interface MenuLinkData extends LinkData {
  title: string;
}

export interface StoreOption {
  code: string;
  brandName: string;
  family: Family;
  hreflangCountry: string;
  country: string;
  languages: { code: Language; isDefault: boolean; url: string }[];
  currency: Currency;
  url: string;
}

export interface ShellData {
  sf: {
    code: string;
    storeId: number;
    brandName: string;
    family: Family;
    country: string;
    languages: Language[];
    defaultLanguage: Language;
    currency: Currency;
    slugs: Storefront["slugs"];
    productNoun: string;
    catalogClaim: number;
    features: Storefront["features"];
    contact: Storefront["contact"];
    /** spec §3: some storefronts have a business request-a-quote link (the sales inbox stays on the server). */
    business: { requestQuoteLink: boolean };
    theme: {
      version: "v1" | "v2" | "v3";
      header: Storefront["theme"]["header"];
      /** The header's logo drawing for the logo version (logoV2 at v2, spec §9). */
      logo: string;
      footerLogo: string;
      modalLogo: string;
      footerClockIcon: string;
      headerDecoration: ImageData | null;
      footerDecoration: ImageData | null;
      notFoundImage: ImageData;
      trustMarks: ImageData[];
      trustMarksTopbar: ImageData[];
      trustMarksBottomBar: ImageData[];
      trustMarksHeader: ImageData[];
      /** Drawing beside a content page's FAQ block. */
      faq: ImageData;
      paymentLogos: PaymentLogo[];
      socialLinks: { kind: SocialKind; url: string }[];
    };
  };
  language: Language;
  /** Intl locale, e.g. nl-BE. */
  locale: string;
  /** <html lang>, e.g. nl-BE. */
  htmlLang: string;
  basename: string;
  /** The storefront's path prefix on this host (e.g. /ch), without the language. */
  pathPrefix: string;
  footerMenu: { title: string; items: MenuLinkData[] }[];
  businessMenu: { title: string; items: MenuLinkData[] };
  /** spec §2: the redeem header and footer's links (redeem-specific redirects) and optional message. */
  redeemMenu: { terms: LinkData; privacy: LinkData; support: LinkData; notice: string | null };
  year: number;
  /** A test deployment (PAYMENT_PROVIDER=testpay in production): every page says payments are simulated. */
  paymentsSimulated: boolean;
  /** Organization structured data of the storefront (JSON-LD), serialised. */
  organizationJsonLd: string;
  /**
   * The names the language links and the footer's store switcher show, looked up once on the server:
   * a browser's first Intl formatter loads its locale data (tens of ms on the main thread, ADR 050).
   */
  names: {
    /** The storefront's country in the page language. */
    country: string;
    /** The page language, named in itself. */
    language: string;
    /** Each of the storefront's languages named in itself (the language links' titles). */
    languages: Partial<Record<Language, string>>;
  };
}

/** Who is visiting: basket count for the header badge and the account, when logged in. */
export interface VisitorData {
  basketCount: number;
  user: { email: string; firstName: string | null } | null;
}

export const ANONYMOUS_VISITOR: VisitorData = { basketCount: 0, user: null };

/** The readable cookie that says a session cookie (HttpOnly) is set for the storefront: `sid_95_on=1`. */
export function sessionMarkerName(storeId: number): string {
  return `sid_${storeId}_on`;
}

/**
 * Who is visiting, as far as the browser has learned it (shell/visitor.tsx): shared pages are rendered
 * for no one in particular (ADR 027), so they learn it after hydration.
 */
export const VisitorContext = createContext<VisitorData | null>(null);

/**
 * The visitor: the root loader's answer on a personal page (rendered with the visitor's session), else
 * what the browser asked the API; anonymous until then.
 */
export function useVisitor(): VisitorData {
  const root = useRootData();
  const learned = useContext(VisitorContext);
  return root?.visitor ?? learned ?? ANONYMOUS_VISITOR;
}

/** The part of the shell that is the same all year: what shell.server.ts builds and keeps. */
export type LastingShell = Omit<ShellData, "year">;

/** On the server, the root data's shell as an object (see RootData). */
export const SHELL: unique symbol = Symbol("shell");

/**
 * The root route's data (app/root.tsx). The shell is the same for every page of a storefront, language
 * and origin and travels as one JSON text: Remix's encoder (turbo-stream) then writes one string
 * instead of walking the shell's ~250 values on every page, and the browser parses it once (ADR 044).
 * A document carries that text once, in its shell element, and its route data none (ADR 052). On the
 * server the components read the object the text was made from, under SHELL — the encoder writes an
 * object's own string keys only.
 */
export interface RootData {
  /** The shell's JSON text in route data (`.data`, after a form post); null in a document's data. */
  shell: string | null;
  [SHELL]?: LastingShell;
  year: number;
  /** The page's basename, also in the shell: links read it without the shell (components/Link.tsx). */
  basename: string;
  /** The visitor on a personal page; null on a shared page (the browser asks, shell/visitor.tsx). */
  visitor: VisitorData | null;
  themeCss: string | null;
  /** The status of a form post refused for its size (ADR 030). */
  bodyRefused: number | null;
}

const shells = new WeakMap<RootData, ShellData>();

/** The shell of a root data: made once per root data (per request on the server, per load in the browser). */
export function shellOf(root: RootData): ShellData {
  let shell = shells.get(root);
  if (!shell) {
    const kept = import.meta.env.SSR ? root[SHELL] : undefined;
    shell = { ...(kept ?? (JSON.parse(root.shell ?? shellElementText(root)) as LastingShell)), year: root.year };
    shells.set(root, shell);
  }
  return shell;
}

/** The document's element holding the shell's JSON text (a data block: never run, no CSP source needed). */
export const SHELL_ELEMENT_ID = "shell-data";

/**
 * The text of the shell element (ADR 052). Server: the kept shell's JSON with every `<` written
 * `\u003c` (no `</script>` can end the element early; JSON.parse reads it back as `<`), made once per
 * kept shell. Browser: the element's text as the server wrote it, read once — it never changes for
 * the life of the page, so React never re-writes the element. (The build leaves the server's part out
 * of the browser's code.)
 */
export function shellElementText(root: RootData): string {
  return import.meta.env.SSR ? keptShellText(root) : documentShellText();
}

let documentText: string | undefined;
function documentShellText(): string {
  documentText ??= document.getElementById(SHELL_ELEMENT_ID)?.textContent ?? "";
  return documentText;
}

const elementTexts = /* @__PURE__ */ new WeakMap<LastingShell, string>();
function keptShellText(root: RootData): string {
  const kept = root[SHELL];
  if (!kept) throw new Error("the shell element is written from the shell the server kept");
  let text = elementTexts.get(kept);
  if (text === undefined) {
    text = JSON.stringify(kept).replace(/</g, "\\u003c");
    elementTexts.set(kept, text);
  }
  return text;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

export function useShell(): ShellData {
  const root = useRootData();
  if (!root) throw new Error("useShell outside the root route");
  return shellOf(root);
}

/** Links from route ids, correct for every storefront (conventions §5). */
export function useHref() {
  const { sf } = useShell();
  return (id: RouteId, params?: LinkParams) => href(sf, id, params);
}
