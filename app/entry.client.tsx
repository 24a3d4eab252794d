import { I18nProvider } from "@lingui/react";
import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { getI18n } from "./i18n/i18n";
import type { Language } from "./storefront/schema";

const language = (document.documentElement.dataset.lang ?? "nl") as Language;
getI18n(language).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RemixBrowser />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
