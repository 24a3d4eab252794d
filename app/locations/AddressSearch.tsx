/**
 * Place or postcode search of the locations pages: a GET form (`?s=`, works without JavaScript) with
 * address suggestions from getLocationAddressSuggestions (combobox: arrows, Enter, Escape).
 */
import { useLingui } from "@lingui/react/macro";
import { Form } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { styled } from "../../themes/stitches.config";
import { browserRequest } from "../api/browser";
import { graphql } from "../api/generated/browser";
import type { SuggestQuery } from "../api/generated/browser/graphql";
import { Button } from "../components/ui/Button";
import { useShell } from "../storefront/shell";

type Suggestion = SuggestQuery["getLocationAddressSuggestions"]["items"][number];

const SUGGEST = graphql(`query suggest($userData: UserDataInput!, $filters: LocationSuggestionFilters!) {
  getLocationAddressSuggestions(userData: $userData, paging: { itemsPerPage: 6, pageNumber: 1 }, filters: $filters) {
    items { label countryCode administrativeArea locality bounds { latmax latmin lonmax lonmin } }
    errors { code message }
  }
}`);

export function AddressSearch({
  action,
  initial,
  onPick,
}: {
  action: string;
  initial: string;
  onPick: (suggestion: Suggestion) => void;
}) {
  const { t } = useLingui();
  const shell = useShell();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const text = value.trim();
    if (!open || text.length < 2) return setItems([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      browserRequest(shell, SUGGEST, { filters: { text } }, { signal: controller.signal })
        .then((d) => {
          setItems(d.getLocationAddressSuggestions.items);
          setActive(-1);
        })
        .catch(() => setItems([]));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, open, shell]);

  const pick = (s: Suggestion) => {
    setValue(s.label);
    setOpen(false);
    onPick(s);
  };
  const expanded = open && items.length > 0;
  return (
    <Root method="get" action={action} role="search" data-address-search>
      <label htmlFor={`${id}-input`}>{t`Place or postcode`}</label>
      <Row>
        <input
          id={`${id}-input`}
          name="s"
          type="text"
          value={value}
          maxLength={100}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setOpen(true);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (!expanded) return;
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              const step = e.key === "ArrowDown" ? 1 : -1;
              setActive((a) => (a + step + items.length) % items.length);
            } else if (e.key === "Enter" && active >= 0) {
              e.preventDefault();
              pick(items[active]);
            } else if (e.key === "Escape") {
              setOpen(false);
            }
          }}
        />
        <Button type="submit" variant="secondary">
          {t`Search`}
        </Button>
      </Row>
      <List id={`${id}-list`} role="listbox" aria-label={t`Suggestions`} hidden={!expanded}>
        {items.map((s, i) => (
          <div
            key={`${s.countryCode}|${s.administrativeArea}|${s.locality}`}
            id={`${id}-opt-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s);
            }}
          >
            {s.label}
          </div>
        ))}
      </List>
    </Root>
  );
}

const Root = styled(Form, {
  position: "relative",
  display: "grid",
  gap: "$1",
  marginBottom: "$4",
  "& label": { fontWeight: 600 },
});
const Row = styled("div", {
  display: "flex",
  gap: "$2",
  "& input": {
    flex: 1,
    minWidth: 0,
    minHeight: "44px",
    padding: "0 $3",
    borderRadius: "$md",
    border: "1px solid $border",
    fontSize: "$md",
    color: "$text",
    background: "$background",
  },
  "& input:focus-visible": { outline: "3px solid $focus", outlineOffset: "1px" },
});
const List = styled("div", {
  position: "absolute",
  zIndex: 600,
  top: "100%",
  left: 0,
  right: 0,
  margin: "$1 0 0",
  padding: "$1",
  background: "$background",
  border: "1px solid $border",
  borderRadius: "$md",
  boxShadow: "$modal",
  "& [role=option]": { padding: "$2 $3", borderRadius: "$sm", cursor: "pointer" },
  "& [role=option][aria-selected='true'], & [role=option]:hover": { background: "$surface" },
});
