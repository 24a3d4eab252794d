/**
 * The scroll-up button (ScrollUpButton.tsx), loaded after the page: it shows only once the visitor
 * has scrolled, so no page needs its code for the first paint.
 */
import { lazy, memo, Suspense } from "react";

const ScrollUpButton = lazy(() => import("./ScrollUpButton"));

export const ScrollUp = memo(function ScrollUp() {
  return (
    <Suspense fallback={null}>
      <ScrollUpButton />
    </Suspense>
  );
});
