/**
 * The header search (spec §2 Search, §4 Search modal): a GET form to the product list (`?s=`, works
 * without JavaScript); focus or a key press opens the search panel, which is loaded on first use.
 * Outside click and Escape close it; the first opening per page view is recorded in analytics.
 */
import { useLingui } from "@lingui/react/macro";
import { Form, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { track } from "../../analytics/analytics";
import { CloseIcon } from "../../components/Icons";
import { useOverlay } from "../../components/ui/use-overlay";
import { SEARCH_INPUT_MAX } from "../../search/fold";
import { useHref, useShell } from "../../storefront/shell";
import { SEARCH_DEBOUNCE_MS } from "./SearchBox";

const SearchPanel = lazy(() => import("./SearchPanel"));

let recordedFor: string | null = null;

export default function SearchBoxBody() {
  const { t } = useLingui();
  const shell = useShell();
  const link = useHref();
  const location = useLocation();
  const panelId = useId();
  const inputId = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(() => new URLSearchParams(location.search).get("s") ?? "");
  const [query, setQuery] = useState(value);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("touchstart", onDown);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("touchstart", onDown);
    };
  }, [open]);

  useOverlay(open, () => {
    setOpen(false);
    input.current?.blur();
  });

  const openPanel = () => {
    if (open) return;
    setOpen(true);
    const page = `${window.location.pathname}${window.location.search}`;
    if (recordedFor !== page) {
      recordedFor = page;
      track(shell, { type: "search_open", payload: { page: window.location.pathname } });
    }
  };

  return (
    <Root ref={root} data-search data-open={open || undefined}>
      <Form method="get" action={link("list")} role="search" onSubmit={() => setOpen(false)}>
        {open ? (
          <IconButton type="button" aria-label={t`Close search`} onClick={() => setOpen(false)} data-search-back>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2Z" />
            </svg>
          </IconButton>
        ) : null}
        <Magnifier htmlFor={inputId} aria-hidden="true">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
            <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
          </svg>
        </Magnifier>
        <Input
          id={inputId}
          ref={input}
          type="search"
          name="s"
          value={value}
          maxLength={SEARCH_INPUT_MAX}
          autoComplete="off"
          placeholder={t`What are you looking for?`}
          aria-label={t`What are you looking for?`}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            openPanel();
          }}
          onFocus={openPanel}
          onKeyDown={(e) => {
            if (e.key !== "Escape" && e.key !== "Tab") openPanel();
          }}
        />
        {value ? (
          <IconButton
            type="button"
            aria-label={t`Clear search`}
            onClick={() => {
              setValue("");
              setQuery("");
              input.current?.focus();
            }}
            data-search-clear
          >
            <CloseIcon size={18} />
          </IconButton>
        ) : null}
      </Form>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel id={panelId} query={query} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Root>
  );
}

const Root = styled("div", {
  width: "100%",
  maxWidth: "480px",
  "& form": {
    display: "flex",
    alignItems: "center",
    gap: "$1",
    background: "$surface",
    border: "1px solid $border",
    borderRadius: "$pill",
    padding: "0 $2",
    minHeight: "44px",
  },
  "& form:focus-within": { borderColor: "$primary", boxShadow: "0 0 0 2px $colors$focus" },
  "@upToTablet": {
    // Closed on small screens: a search button (the input behind its icon); open: full screen.
    "&:not([data-open])": {
      maxWidth: "44px",
      marginLeft: "auto",
      "& form": {
        position: "relative",
        padding: 0,
        justifyContent: "center",
        background: "transparent",
        border: "none",
      },
      "& input": { position: "absolute", width: "44px", height: "44px", opacity: 0, cursor: "pointer" },
    },
    "&[data-open] label": { display: "none" },
    "&[data-open]": {
      position: "fixed",
      inset: 0,
      maxWidth: "none",
      background: "$background",
      zIndex: "$modal",
      padding: "$3",
      overflowY: "auto",
    },
  },
});
const Magnifier = styled("label", {
  display: "grid",
  placeItems: "center",
  width: "36px",
  height: "36px",
  color: "$textMuted",
  cursor: "pointer",
  "@desktop": { display: "none" },
});
const Input = styled("input", {
  flex: 1,
  minWidth: 0,
  border: "none",
  background: "transparent",
  fontSize: "$md",
  color: "$text",
  padding: "$2",
  "&:focus": { outline: "none" },
  "&::-webkit-search-cancel-button": { display: "none" },
  "&::placeholder": { color: "$textMuted" },
});
const IconButton = styled("button", {
  display: "grid",
  placeItems: "center",
  width: "36px",
  height: "36px",
  border: "none",
  borderRadius: "$pill",
  background: "transparent",
  color: "$text",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus" },
});
