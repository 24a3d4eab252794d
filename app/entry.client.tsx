import { I18nProvider } from "@lingui/react";
import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { getI18n, loadCatalog } from "./i18n/i18n";
import { warmIntl } from "./i18n/warm-intl";
import { DocumentIdentityContext, readDocumentIdentity } from "./storefront/document-identity";

// A page's data request that the next navigation overtook is aborted by Remix's router; when the abort
// lands while turbo-stream is still reading the response, its end-of-stream promises reject with the
// abort's reason and nobody waits for them (Remix reads only the first line). A cancellation the
// router asked for, not a failure of the page: not reported as one (ADR 066).
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

const identity = readDocumentIdentity(document.documentElement);
warmIntl(identity.htmlLang);
getI18n(identity.language).then(async (i18n) => {
  // Pages rendered with the shop catalog (basket, checkout, account) need it before hydrating.
  if (document.documentElement.dataset.catalogs === "shop") await loadCatalog(i18n, "shop");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DocumentIdentityContext.Provider value={identity}>
          <I18nProvider i18n={i18n}>
            <RemixBrowser />
          </I18nProvider>
        </DocumentIdentityContext.Provider>
      </StrictMode>,
    );
  });
});
