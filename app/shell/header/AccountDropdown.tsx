/**
 * The logged-in visitor's account dropdown (spec §4 Account dropdown), loaded on demand by AccountMenu:
 * a disclosure button opening the list of account pages and 'Log out' — Escape closes it (focus back on
 * the button), the arrow keys move through its items (wrapping at the ends), Home and End go to the
 * first and last; it closes on an outside click and on navigation, and shows only while the page is not
 * loading.
 */
import { useLingui } from "@lingui/react/macro";
import { useLocation, useNavigation } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { LogoutForm } from "../../accounts/LogoutForm";
import { AccountIcon } from "../../components/Icons";
import { Link } from "../../components/Link";
import { ACCOUNT_PAGE_LABELS, ACCOUNT_PAGES } from "../../storefront/account-pages";
import type { RouteId } from "../../storefront/route-table";
import { useHref } from "../../storefront/shell";
import { iconBox } from "./icon-box";

export default function AccountDropdown() {
  const { t, i18n } = useLingui();
  const href = useHref();
  const navigation = useNavigation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (location.key) setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>("[data-account-item]") ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(current + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(current < 0 ? -1 : current - 1));
    } else if (open && event.key === "Home") {
      event.preventDefault();
      focusItem(0);
    } else if (open && event.key === "End") {
      event.preventDefault();
      focusItem(-1);
    }
  };
  const shown = open && navigation.state !== "loading";
  return (
    <Root ref={root} onKeyDown={onKeyDown} data-account-menu>
      <IconButton
        ref={button}
        type="button"
        aria-label={t`My account`}
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-account-toggle
      >
        <AccountIcon />
      </IconButton>
      {shown ? (
        <List id={listId} data-account-list>
          {/* Only the pages the route table holds (storefront/account-pages.ts): the cast is checked there. */}
          {ACCOUNT_PAGES.map((id) => (
            <li key={id}>
              <Item as={Link} to={href(id as RouteId)} data-account-item={id} onClick={() => setOpen(false)}>
                {i18n._(ACCOUNT_PAGE_LABELS[id])}
              </Item>
            </li>
          ))}
          <li>
            <LogoutForm>
              {(busy) => (
                <Item
                  as="button"
                  type="submit"
                  aria-disabled={busy || undefined}
                  onClick={(event: React.MouseEvent) => {
                    if (busy) event.preventDefault();
                  }}
                  data-account-item="logout"
                  data-account-logout
                >
                  {t`Log out`}
                </Item>
              )}
            </LogoutForm>
          </li>
        </List>
      ) : null}
    </Root>
  );
}

const IconButton = styled("button", {
  ...iconBox,
  border: "none",
  background: "transparent",
  cursor: "pointer",
  borderRadius: "$sm",
  "&:focus-visible": { outline: "3px solid $focus" },
});
const Root = styled("div", { position: "relative" });
const List = styled("ul", {
  position: "absolute",
  right: 0,
  top: "100%",
  zIndex: "$header",
  minWidth: "220px",
  margin: 0,
  padding: "$2 0",
  listStyle: "none",
  background: "$background",
  color: "$text",
  border: "1px solid $border",
  borderRadius: "$md",
  boxShadow: "$card",
});
const Item = styled("a", {
  display: "block",
  width: "100%",
  padding: "$2 $4",
  textAlign: "left",
  font: "inherit",
  color: "$text",
  textDecoration: "none",
  background: "transparent",
  border: "none",
  cursor: "pointer",
  "&:hover, &:focus-visible": { background: "$surface", outline: "none" },
  "&:focus-visible": { boxShadow: "inset 0 0 0 3px $colors$focus" },
  "&[aria-disabled='true']": { opacity: 0.6, cursor: "default" },
});
