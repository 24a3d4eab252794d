/**
 * The footer (spec §2; its content in FooterBody.tsx). Below the fold and rendered by the server, it
 * needs no script for the first paint: its code loads after the page's and it hydrates on its own,
 * which keeps it out of every page's first-load JS and out of the page's first hydration task.
 * memo: a new render of the page with the same variant must not reach the boundary while it waits for
 * its code (React would then drop the server's HTML and render it anew).
 */
import { lazy, memo, Suspense } from "react";

export type FooterVariant = "default" | "redeem";

/** spec §9: footer payment logos, 4 on mobile. */
export const MOBILE_PAYMENT_LOGOS = 4;

const FooterBody = lazy(() => import("./FooterBody"));

export const Footer = memo(function Footer({ variant = "default" }: { variant?: FooterVariant }) {
  return (
    <Suspense fallback={null}>
      <FooterBody variant={variant} />
    </Suspense>
  );
});
