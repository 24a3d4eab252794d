/**
 * The account icon (spec §2 Account icon, §4 Account dropdown). Anonymous: a link to the identify page.
 * Logged in: the account dropdown (AccountDropdown.tsx, loaded on demand — only logged-in visitors need
 * it, so it is not part of every catalogue page's first load). Without JavaScript, and until the dropdown
 * has loaded, the icon links to the account overview, which lists the same pages and 'Log out'. Whether
 * the visitor is logged in comes with the root loader's visitor part, which exists only for visitors with
 * a session (shared-cached catalogue pages carry nothing personal).
 */
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { styled } from "../../../themes/stitches.config";
import { AccountIcon } from "../../components/Icons";
import { Link } from "../../components/Link";
import { useHydrated } from "../../components/ui/use-hydrated";
import { useHref, useVisitor } from "../../storefront/shell";
import { iconBox } from "./icon-box";

const AccountDropdown = lazy(() => import("./AccountDropdown"));

export function AccountMenu() {
  const { t } = useLingui();
  const href = useHref();
  const { user } = useVisitor();
  const hydrated = useHydrated();

  const link = (
    <IconLink to={href(user ? "account-overview" : "account")} aria-label={t`My account`} data-account-link>
      <AccountIcon />
    </IconLink>
  );
  if (!user || !hydrated) return link;
  return (
    <Suspense fallback={link}>
      <AccountDropdown />
    </Suspense>
  );
}

const IconLink = styled(Link, iconBox);
