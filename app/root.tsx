import { Trans, useLingui } from "@lingui/react/macro";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { headerHeight, THEMES } from "../themes";
import { globalCss, styled } from "../themes/stitches.config";
import { rememberClickId } from "./analytics/analytics";
import { Link } from "./components/Link";
import { ScrollUp } from "./components/ScrollUp";
import { ModalProvider } from "./components/ui/Modal";
import { usesShopCatalog } from "./i18n/shop-catalog";
import { useNonce } from "./nonce";
import { Footer } from "./shell/footer/Footer";
import { Header } from "./shell/header/Header";
import { SimulatedPaymentsBanner } from "./shell/SimulatedPayments";
import { loadShell, loadVisitor } from "./shell/shell.server";
import { StoreSwitcherBanner } from "./shell/store-switcher/StoreSwitcher";
import { VisitorProvider } from "./shell/visitor";
import { useDocumentIdentity } from "./storefront/document-identity";
import { type RootData, SHELL, SHELL_ELEMENT_ID, shellElementText, shellOf, useRootData } from "./storefront/shell";
import { stitchesCss } from "./styles";

const NotFound = lazy(() => import("./components/NotFound").then((m) => ({ default: m.NotFound })));
const BodyRefused = lazy(() => import("./components/BodyRefused").then((m) => ({ default: m.BodyRefused })));

export const loader = async ({ context }: LoaderFunctionArgs) => {
  // A shared page is rendered for no one in particular: the browser asks who is visiting (ADR 027).
  const [shell, visitor] = await Promise.all([loadShell(context), context.shared ? null : loadVisitor(context)]);
  // A form post refused for its size (server.ts, ADR 030) is answered with the page's status and message.
  const bodyRefused = context.bodyRefused ?? null;
  const body: RootData = {
    // One JSON text for the encoder, the object itself for this render (ADR 044); a document carries
    // the text in its shell element instead, so its route data holds none of it (ADR 052).
    shell: context.document ? null : shell.json,
    [SHELL]: shell.data,
    year: new Date().getFullYear(),
    basename: context.basename,
    visitor,
    themeCss: context.themeCss,
    bodyRefused,
  };
  return bodyRefused ? (data(body, { status: bodyRefused }) as unknown as typeof body) : body;
};

// The shell depends on the storefront and language only; the visitor part (basket count, login)
// changes only through form posts: refetch after those, never on plain navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET";

const globalStyles = globalCss({
  "*, *::before, *::after": { boxSizing: "border-box" },
  html: { scrollBehavior: "smooth", "@reducedMotion": { scrollBehavior: "auto" } },
  body: { margin: 0, fontFamily: "$body", color: "$text", background: "$background", lineHeight: 1.5 },
  "img, svg": { maxWidth: "100%" },
  a: { color: "$primary" },
  "h1, h2, h3": { fontFamily: "$heading", lineHeight: 1.2 },
  ".visually-hidden": {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  },
});

function Document({ root, nonce, children }: { root?: RootData; nonce?: string; children: ReactNode }) {
  globalStyles();
  // <html data-hydrated> once React owns the page: what a test (or a script of an operator's) waits for
  // before typing, so input is never lost to the moments before hydration.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  const identity = useDocumentIdentity();
  const matches = useMatches();
  const shell = root ? shellOf(root) : null;
  const height = headerHeight(Boolean(shell?.sf.theme.headerDecoration));
  return (
    <html
      lang={identity.htmlLang}
      data-lang={identity.language}
      data-family={identity.family}
      data-catalogs={usesShopCatalog(matches) ? "shop" : undefined}
      className={THEMES[identity.family]}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {shell ? <link rel="icon" href={shell.sf.theme.modalLogo} type="image/svg+xml" /> : null}
        <style id="stitches" dangerouslySetInnerHTML={{ __html: stitchesCss() }} suppressHydrationWarning />
        {root?.themeCss ? <style id="theme-colors" dangerouslySetInnerHTML={{ __html: root.themeCss }} /> : null}
        {shell ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: shell.organizationJsonLd }}
          />
        ) : null}
      </head>
      <body style={{ ["--header-height" as string]: `${height}px` }}>
        {children}
        {root ? (
          <script
            type="application/json"
            id={SHELL_ELEMENT_ID}
            dangerouslySetInnerHTML={{ __html: shellElementText(root) }}
          />
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Page({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { search } = useLocation();
  useEffect(() => rememberClickId(search), [search]);
  // spec §2: the redeem screens have their own header and footer.
  const matches = useMatches();
  const redeem = matches.some((m) => (m.handle as { layout?: string } | undefined)?.layout === "redeem");
  // spec §2 header variants: business pages have the business header.
  const business = matches.some((m) => (m.handle as { header?: string } | undefined)?.header === "business");
  return (
    <VisitorProvider>
      <ModalProvider>
        <SkipLink href="#main">{t`Skip to content`}</SkipLink>
        <SimulatedPaymentsBanner />
        <StoreSwitcherBanner />
        {redeem ? <Header variant="redeem" /> : <Header variant={business ? "business" : "default"} />}
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
        <Footer variant={redeem ? "redeem" : "default"} />
        <ScrollUp />
      </ModalProvider>
    </VisitorProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  return (
    <Document root={root} nonce={nonce}>
      {children}
    </Document>
  );
}

export default function App() {
  const root = useRootData();
  // Only the refused request's own document shows the refusal: the next navigation (a new key) does not.
  const { key } = useLocation();
  const refused = Boolean(root?.bodyRefused) && key === "default";
  return (
    <Page>
      {refused ? (
        // Only a refused post's page needs it (413, ADR 030): not part of every page's first load.
        <Suspense fallback={null}>
          <BodyRefused />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </Page>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!root) {
    // The shell itself failed: no storefront data to theme with.
    return (
      <main>
        <h1>{notFound ? "404" : "500"}</h1>
      </main>
    );
  }
  return (
    <Page>
      {notFound ? (
        // Only a page that is not found needs it: not part of every page's first load. While it loads
        // (hydrating a server-rendered 404), the server's HTML stays.
        <Suspense fallback={null}>
          <NotFound />
        </Suspense>
      ) : (
        <ServerError />
      )}
    </Page>
  );
}

function ServerError() {
  const { t } = useLingui();
  return (
    <ErrorBox>
      <title>{t`Something went wrong`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <h1>{t`Something went wrong`}</h1>
      <p>
        <Trans>
          Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later
          moment. Our apologies for the inconvenience.
        </Trans>
      </p>
      <Link to="/">{t`Back to the home page`}</Link>
    </ErrorBox>
  );
}

const Main = styled("main", { minHeight: "50vh", outline: "none" });
const ErrorBox = styled("section", { maxWidth: "720px", margin: "$7 auto", padding: "0 $4", textAlign: "center" });
const SkipLink = styled("a", {
  position: "absolute",
  left: "-9999px",
  top: 0,
  zIndex: 100,
  background: "$background",
  padding: "$2 $4",
  "&:focus": { left: "$2" },
});
