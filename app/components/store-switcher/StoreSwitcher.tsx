/**
 * Store switcher (spec §2, §4): a top banner for visitors from another country, and the modal
 * 'Select your country and language'. Never an automatic redirect.
 */
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMatches } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import * as v from "valibot";
import { styled } from "../../../themes/stitches.config";
import type { Seo } from "../../seo/seo.server";
import { type StoreOption, useShell } from "../../storefront/shell";
import { Button } from "../ui/Button";
import { useModals } from "../ui/Modal";
import { Select } from "../ui/Select";
import {
  DISMISS_KEY,
  LANGUAGE_KEY,
  StoreSwitcherSchema,
  dismissalDate,
  languageForStore,
  shouldShowBanner,
  storeForCountry,
  targetUrl,
} from "./logic";

const REQUIRED = {
  "Country is a required field": msg`Country is a required field`,
  "Language is a required field": msg`Language is a required field`,
  "Currency is a required field": msg`Currency is a required field`,
} as const;

/** spec §5: the language form validates on all events, with a delay. */
const VALIDATE_DELAY_MS = 150;

function useAlternates(): Seo["alternates"] {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data as { seo?: Seo } | undefined;
  return leaf?.seo?.alternates ?? [];
}

function SwitcherForm({ initialStore, onCancel }: { initialStore?: StoreOption; onCancel: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { stores, sf, locale } = useShell();
  const alternates = useAlternates();
  const regionNames = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);
  const languageNames = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }), [locale]);
  const current = stores.find((s) => s.code === sf.code);
  const [storeCode, setStoreCode] = useState((initialStore ?? current)?.code ?? "");
  const store = stores.find((s) => s.code === storeCode);
  const [language, setLanguage] = useState(() => (initialStore ? languageForStore(initialStore) : (useShellLanguage(current) ?? "")));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timer = useRef<number>();

  const countryCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const s of stores) counts.set(s.country, (counts.get(s.country) ?? 0) + 1);
    return counts;
  }, [stores]);
  const storeOptions = useMemo(
    () =>
      stores
        .map((s) => {
          const country = regionNames.of(s.country) ?? s.country;
          return { value: s.code, label: (countryCounts.get(s.country) ?? 0) > 1 ? `${country} (${s.brandName})` : country };
        })
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [stores, regionNames, countryCounts, locale],
  );

  const validate = useCallback(
    (values: { store: string; language: string; currency: string }) => {
      const result = v.safeParse(StoreSwitcherSchema, values);
      const next: Record<string, string> = {};
      if (!result.success) {
        for (const issue of result.issues) {
          const key = v.getDotPath(issue) ?? "";
          next[key] = i18n._(REQUIRED[issue.message as keyof typeof REQUIRED] ?? msg`Country is a required field`);
        }
      }
      return next;
    },
    [i18n],
  );

  const values = { store: storeCode, language, currency: store?.currency ?? "" };
  useEffect(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setErrors(validate({ store: storeCode, language, currency: store?.currency ?? "" })), VALIDATE_DELAY_MS);
    return () => window.clearTimeout(timer.current);
  }, [storeCode, language, store?.currency, validate]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate(values);
        setErrors(found);
        if (Object.keys(found).length || !store) return;
        window.localStorage.setItem(LANGUAGE_KEY, language);
        const target = targetUrl(store, language, alternates, store.hreflangCountry);
        window.location.assign(target);
      }}
      noValidate
      data-store-switcher-form
    >
      <Select
        label={t`Country`}
        name="store"
        required
        searchable
        options={storeOptions}
        value={storeCode}
        onChange={(code) => {
          setStoreCode(code);
          const next = stores.find((s) => s.code === code);
          if (next) setLanguage(languageForStore(next));
        }}
        error={errors.store}
      />
      <Select
        label={t`Language`}
        name="language"
        required
        disabled={!store || store.languages.length < 2}
        options={(store?.languages ?? []).map((l) => ({ value: l.code, label: languageNames.of(l.code) ?? l.code }))}
        value={language}
        onChange={setLanguage}
        error={errors.language}
      />
      <Select
        label={t`Currency`}
        name="currency"
        required
        disabled
        options={store ? [{ value: store.currency, label: store.currency }] : []}
        value={store?.currency ?? ""}
        onChange={() => {}}
        error={errors.currency}
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit">{t`To apply`}</Button>
      </Actions>
    </form>
  );
}

function useShellLanguage(current: StoreOption | undefined) {
  const { language } = useShell();
  return current ? language : undefined;
}

export function useStoreSwitcher(initialStore?: StoreOption) {
  const modals = useModals();
  const { t } = useLingui();
  const { sf } = useShell();
  return useCallback(
    (preselect?: StoreOption | unknown) => {
      const chosen = preselect && typeof preselect === "object" && "code" in preselect ? (preselect as StoreOption) : initialStore;
      modals.open("store-switcher", () => <SwitcherForm initialStore={chosen} onCancel={() => modals.close("store-switcher")} />, {
        title: t`Select your country and language`,
        logo: sf.theme.modalLogo,
      });
    },
    [modals, t, sf.theme.modalLogo, initialStore],
  );
}

/** The visitor's country from GET /ip (spec §7), asked by the browser so pages stay cacheable. */
function useVisitorCountry(basename: string, enabled: boolean): string | null {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch(`${basename === "/" ? "" : basename}/ip`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ country_code: string | null }>) : null))
      .then((body) => setCountry(body?.country_code ?? null))
      .catch(() => setCountry(null));
    return () => controller.abort();
  }, [basename, enabled]);
  return country;
}

export function StoreSwitcherBanner() {
  const { t } = useLingui();
  const { sf, stores, locale, basename } = useShell();
  const [show, setShow] = useState(false);
  const visitorCountry = useVisitorCountry(basename, sf.features.storeSwitcher);
  const suggestion = storeForCountry(stores, visitorCountry, sf.family);
  const open = useStoreSwitcher(suggestion);
  useEffect(() => {
    setShow(shouldShowBanner(visitorCountry, sf.country, window.localStorage.getItem(DISMISS_KEY), new Date()));
  }, [visitorCountry, sf.country]);
  if (!show || !visitorCountry) return null;
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(visitorCountry) ?? visitorCountry;
  return (
    <Banner role="region" aria-label={t`Store suggestion`} data-store-banner>
      <p>
        <Trans>It looks like you are visiting from {country}. Would you like to switch to another store?</Trans>
      </p>
      <Button onClick={() => open(suggestion)} data-store-banner-choose>
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
const Actions = styled("div", { display: "flex", gap: "$3", justifyContent: "flex-end" });
