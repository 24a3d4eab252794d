/**
 * Store switcher (spec §2, §4): a top banner for visitors from another country, and the modal
 * 'Select your country and language'. Never an automatic redirect. The banner is loaded after the
 * page (StoreSwitcher.tsx): it shows only once the browser knows the visitor's country.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { Button } from "../../components/ui/Button";
import { ModalLoading, useModals } from "../../components/ui/Modal";
import { displayName } from "../../i18n/display-names";
import { useShell } from "../../storefront/shell";
import { DISMISS_KEY, dismissalDate, shouldShowBanner } from "./logic";

const SwitcherForm = lazy(() => import("./SwitcherForm"));

/** Opens the modal 'Select your country and language', preselecting the visitor's country when given. */
export function useStoreSwitcher(visitorCountry?: string | null) {
  const modals = useModals();
  const { t } = useLingui();
  const { sf } = useShell();
  return useCallback(() => {
    modals.open(
      "store-switcher",
      () => (
        <Suspense fallback={<ModalLoading />}>
          <SwitcherForm visitorCountry={visitorCountry} onCancel={() => modals.close("store-switcher")} />
        </Suspense>
      ),
      { title: t`Select your country and language`, logo: sf.theme.modalLogo },
    );
  }, [modals, t, sf.theme.modalLogo, visitorCountry]);
}

/** The visitor's country from GET /ip (spec §7), asked by the browser so pages stay cacheable. */
function useVisitorCountry(basename: string, enabled: boolean): string | null {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch(`${basename === "/" ? "" : basename}/ip`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ country_code: string | null }>) : null))
      .then((body) => setCountry(body?.country_code ?? null))
      .catch(() => setCountry(null));
    return () => controller.abort();
  }, [basename, enabled]);
  return country;
}

export default function StoreSwitcherBanner() {
  const { t } = useLingui();
  const { sf, locale, basename } = useShell();
  const [show, setShow] = useState(false);
  const visitorCountry = useVisitorCountry(basename, sf.features.storeSwitcher);
  const open = useStoreSwitcher(visitorCountry);
  useEffect(() => {
    setShow(shouldShowBanner(visitorCountry, sf.country, window.localStorage.getItem(DISMISS_KEY), new Date()));
  }, [visitorCountry, sf.country]);
  if (!show || !visitorCountry) return null;
  const country = displayName(locale, "region", visitorCountry);
  return (
    <Banner role="region" aria-label={t`Store suggestion`} data-store-banner>
      <p>
        <Trans>It looks like you are visiting from {country}. Would you like to switch to another store?</Trans>
      </p>
      <Button onClick={open} data-store-banner-choose>
        {t`Choose store`}
      </Button>
      <Close
        type="button"
        aria-label={t`Close`}
        onClick={() => {
          window.localStorage.setItem(DISMISS_KEY, dismissalDate(new Date()));
          setShow(false);
        }}
      >
        ×
      </Close>
    </Banner>
  );
}

const Banner = styled("div", {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "$4",
  flexWrap: "wrap",
  padding: "$2 $4",
  background: "$surfaceStrong",
  color: "$text",
  "& p": { margin: 0 },
});
const Close = styled("button", {
  width: "44px",
  height: "44px",
  border: "none",
  background: "transparent",
  fontSize: "24px",
  color: "$text",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus" },
});
