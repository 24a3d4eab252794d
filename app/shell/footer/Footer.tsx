/**
 * The footer (spec §2; its content in FooterBody.tsx). Below the fold and rendered by the server, it
 * needs no script for the first paint: its code loads after the page's and it hydrates on its own,
 * which keeps it out of every page's first-load JS and out of the page's first hydration task.
 * memo: a new render of the page with the same variant must not reach the boundary while it waits for
 * its code (React would then drop the server's HTML and render it anew).
 */
import { lazy, memo, Suspense } from "react";
import { SharedFragment } from "../../components/SharedFragment";
import { useShell } from "../../storefront/shell";

export type FooterVariant = "default" | "redeem";

/** spec §9: footer payment logos, 4 on mobile. */
export const MOBILE_PAYMENT_LOGOS = 4;

const FooterBody = lazy(() => import("./FooterBody"));

export const Footer = memo(function Footer({ variant = "default" }: { variant?: FooterVariant }) {
  return (
    <Suspense fallback={null}>
      {import.meta.env.SSR ? <RememberedFooterBody variant={variant} /> : <FooterBody variant={variant} />}
    </Suspense>
  );
});

/**
 * On the server: the footer shows the storefront's shell (per storefront, language and origin), the
 * variant and the year, nothing of the visitor or the page — its HTML is rendered once and then
 * remembered (ADR 043). Only the server reads the shell here: in the browser, a change of the router's
 * state must not reach the boundary while it waits for the footer's code.
 */
function RememberedFooterBody({ variant }: { variant: FooterVariant }) {
  const { sf, year } = useShell();
  return (
    <SharedFragment owner={sf} name={`footer ${variant} ${year}`}>
      <FooterBody variant={variant} />
    </SharedFragment>
  );
}
