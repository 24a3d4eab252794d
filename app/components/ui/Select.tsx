/**
 * Dropdown select (spec §2): arrow keys move and wrap around at the ends, Enter chooses, Escape
 * closes, and a filter box appears when `searchable` is on. Error and disabled states (spec §4/§8).
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { styled } from "../../../themes/stitches.config";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  name: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  searchable?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
}

/** spec §9: select list scroll margin 8. */
const SCROLL_MARGIN = 8;

/** The next index with wrap-around (spec: arrow keys wrap around at the ends). */
export function wrapIndex(current: number, delta: number, length: number): number {
  if (length === 0) return -1;
  return (((current + delta) % length) + length) % length;
}

export function filterOptions(options: readonly SelectOption[], query: string): readonly SelectOption[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return options;
  const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
  return options.filter((o) => plain(o.label).includes(plain(q)));
}

export function Select({ label, name, options, value, onChange, searchable, disabled, required, error }: SelectProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const visible = useMemo(() => filterOptions(options, query), [options, query]);
  const selected = options.find((o) => o.value === value);

  useEffect(() => {
    if (!open) return;
    const index = Math.max(
      0,
      visible.findIndex((o) => o.value === value),
    );
    setActive(index);
    (searchable ? filterRef.current : listRef.current)?.focus();
  }, [open, searchable, value, visible]);

  useEffect(() => {
    const item = listRef.current?.children[active] as HTMLElement | undefined;
    const list = listRef.current;
    if (!item || !list) return;
    if (item.offsetTop - SCROLL_MARGIN < list.scrollTop) list.scrollTop = item.offsetTop - SCROLL_MARGIN;
    else if (item.offsetTop + item.offsetHeight + SCROLL_MARGIN > list.scrollTop + list.clientHeight)
      list.scrollTop = item.offsetTop + item.offsetHeight + SCROLL_MARGIN - list.clientHeight;
  }, [active]);

  const choose = (option: SelectOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
    setQuery("");
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setActive((i) => wrapIndex(i, 1, visible.length));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((i) => wrapIndex(i, -1, visible.length));
        break;
      case "Enter":
        event.preventDefault();
        choose(visible[active]);
        break;
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  };

  return (
    <Field data-error={error ? "true" : undefined}>
      <Label id={`${id}-label`} htmlFor={`${id}-button`}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </Label>
      <input type="hidden" name={name} value={value} />
      <Trigger
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {selected?.label ?? t`Choose…`}
        <span aria-hidden>▾</span>
      </Trigger>
      {open ? (
        <Popup onKeyDown={onKeyDown}>
          {searchable ? (
            <Filter
              ref={filterRef}
              type="search"
              aria-label={t`Filter`}
              placeholder={t`Filter`}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-controls={`${id}-list`}
              aria-activedescendant={visible[active] ? `${id}-opt-${active}` : undefined}
            />
          ) : null}
          <List
            ref={listRef}
            id={`${id}-list`}
            role="listbox"
            tabIndex={-1}
            aria-labelledby={`${id}-label`}
            aria-activedescendant={visible[active] ? `${id}-opt-${active}` : undefined}
          >
            {visible.map((option, index) => (
              <Option
                key={option.value}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={option.value === value}
                data-active={index === active || undefined}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {option.label}
              </Option>
            ))}
            {visible.length === 0 ? <Empty>{t`No matches`}</Empty> : null}
          </List>
        </Popup>
      ) : null}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}

const Field = styled("div", { position: "relative", display: "grid", gap: "$1", marginBottom: "$4" });
const Label = styled("label", { fontWeight: 600 });
const Trigger = styled("button", {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  minHeight: "44px",
  padding: "0 $3",
  border: "1px solid $border",
  borderRadius: "$md",
  background: "$background",
  color: "$text",
  fontSize: "$md",
  textAlign: "left",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "1px" },
  "&:disabled": { background: "$surface", color: "$textMuted", cursor: "not-allowed" },
  "[data-error] &": { borderColor: "$danger" },
});
const Popup = styled("div", {
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: 5,
  background: "$background",
  border: "1px solid $border",
  borderRadius: "$md",
  boxShadow: "$card",
  padding: "$2",
});
const Filter = styled("input", {
  width: "100%",
  minHeight: "40px",
  marginBottom: "$2",
  padding: "0 $3",
  border: "1px solid $border",
  borderRadius: "$sm",
});
const List = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  maxHeight: "240px",
  overflowY: "auto",
  outline: "none",
});
const Option = styled("li", {
  padding: "$2 $3",
  borderRadius: "$sm",
  cursor: "pointer",
  "&[data-active]": { background: "$surfaceStrong" },
  "&[aria-selected='true']": { fontWeight: 700 },
});
const Empty = styled("li", { padding: "$2 $3", color: "$textMuted" });
const ErrorText = styled("p", { color: "$danger", fontSize: "$sm", margin: 0 });
