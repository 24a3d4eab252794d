/**
 * The header search (SearchBoxBody.tsx), hydrated on its own after the page's first hydration: the
 * server renders its form, which searches without JavaScript (a GET to the list), so the first paint
 * needs none of its code; a focus before its code is there is replayed by React once it hydrates.
 * memo: a new render of the header must not reach the boundary while it waits for its code (React
 * would then drop the server's HTML and render it anew).
 */
import { lazy, memo, Suspense } from "react";

/** spec §9: search debounce 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;

const SearchBoxBody = lazy(() => import("./SearchBoxBody"));

export const SearchBox = memo(function SearchBox() {
  return (
    <Suspense fallback={null}>
      <SearchBoxBody />
    </Suspense>
  );
});
