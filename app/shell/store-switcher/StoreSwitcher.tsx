/**
 * The store switcher's banner (Banner.tsx), loaded after the page: it renders nothing until the
 * browser has asked for the visitor's country, so no page needs its code for the first paint.
 */
import { lazy, memo, Suspense } from "react";

const Banner = lazy(() => import("./Banner"));

export const StoreSwitcherBanner = memo(function StoreSwitcherBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
});
