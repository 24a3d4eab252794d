import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { useShell } from "../../storefront/shell";
import { ModalLoading, useModals } from "../ui/Modal";

/** Consent for the shop's own analytics (functional storage is always on); kept in localStorage. */
export const COOKIE_CONSENT_KEY = "cookieConsent";

const CookieSettings = lazy(() => import("./CookieSettings"));

export function useCookieModal() {
  const modals = useModals();
  const { sf } = useShell();
  const { t } = useLingui();
  return () =>
    modals.open(
      "cookies",
      () => (
        <Suspense fallback={<ModalLoading />}>
          <CookieSettings onDone={() => modals.close("cookies")} />
        </Suspense>
      ),
      {
        title: t`Cookie settings`,
        logo: sf.theme.modalLogo,
      },
    );
}
