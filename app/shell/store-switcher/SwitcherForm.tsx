/** The store switcher form (loaded lazily, only when the modal opens). */
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useMatches } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import * as v from "valibot";
import { styled } from "../../../themes/stitches.config";
import { Button } from "../../components/ui/Button";
import { ModalLoading } from "../../components/ui/Modal";
import { Select } from "../../components/ui/Select";
import type { Alternate, Seo } from "../../seo/seo.server";
import { fromJsonText } from "../../storefront/json-text";
import { type StoreOption, useShell } from "../../storefront/shell";
import { LANGUAGE_KEY, languageForStore, samePathEverywhere, storeForCountry, targetUrl } from "./logic";
import { loadStores } from "./stores";
import { StoreSwitcherSchema } from "./switcher.schema";

const REQUIRED = {
  "Country is a required field": msg`Country is a required field`,
  "Language is a required field": msg`Language is a required field`,
  "Currency is a required field": msg`Currency is a required field`,
} as const;

/** spec §5: the language form validates on all events, with a delay. */
const VALIDATE_DELAY_MS = 150;

/** The page's hreflang alternates and its route id (for a screen at the same path everywhere). */
function usePage(): { alternates: readonly Alternate[]; routeId: string | undefined } {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const seo = (leaf?.data as { seo?: Seo } | undefined)?.seo;
  return { alternates: seo ? fromJsonText(seo.alternates) : [], routeId: leaf?.id };
}

/** Loads the storefront list, then shows the form with the visitor's country preselected. */
export default function SwitcherForm({
  visitorCountry,
  onCancel,
}: {
  visitorCountry?: string | null;
  onCancel: () => void;
}) {
  const shell = useShell();
  const { t } = useLingui();
  const [stores, setStores] = useState<StoreOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadStores(shell).then(setStores, () => setFailed(true));
  }, [shell]);
  if (failed)
    return (
      <p role="alert">{t`Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.`}</p>
    );
  if (!stores) return <ModalLoading />;
  return (
    <Form
      stores={stores}
      initialStore={storeForCountry(stores, visitorCountry ?? null, shell.sf.family)}
      onCancel={onCancel}
    />
  );
}

function Form({
  stores,
  initialStore,
  onCancel,
}: {
  stores: StoreOption[];
  initialStore?: StoreOption;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { sf, locale, language: pageLanguage } = useShell();
  const { alternates, routeId } = usePage();
  const regionNames = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);
  const languageNames = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }), [locale]);
  const current = stores.find((s) => s.code === sf.code);
  const [storeCode, setStoreCode] = useState((initialStore ?? current)?.code ?? "");
  const store = stores.find((s) => s.code === storeCode);
  const [language, setLanguage] = useState(() =>
    initialStore ? languageForStore(initialStore) : current ? pageLanguage : "",
  );
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
          return {
            value: s.code,
            label: (countryCounts.get(s.country) ?? 0) > 1 ? `${country} (${s.brandName})` : country,
          };
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
    timer.current = window.setTimeout(
      () => setErrors(validate({ store: storeCode, language, currency: store?.currency ?? "" })),
      VALIDATE_DELAY_MS,
    );
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
        const target = targetUrl(store, language, alternates, store.hreflangCountry, samePathEverywhere(routeId));
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

const Actions = styled("div", { display: "flex", gap: "$3", justifyContent: "flex-end" });
