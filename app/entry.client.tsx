import { I18nProvider } from "@lingui/react";
import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { getI18n, loadCatalog } from "./i18n/i18n";
import { warmIntl } from "./i18n/warm-intl";
import { DocumentIdentityContext, readDocumentIdentity } from "./storefront/document-identity";

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
