import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { ModalLoading, useModals } from "../../components/ui/Modal";
import { useShell } from "../../storefront/shell";

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
