import { useEffect, useState } from "react";

/** False on the server and in the first browser render, true after hydration (progressive enhancement). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Content for browsers without JavaScript: rendered by the server and until hydration, then removed
 * (with JavaScript the page shows the same thing its own way, e.g. in a modal). Unlike <noscript>, it
 * also works where scripting is only switched off, not absent.
 */
export function WithoutJs({ children }: { children: React.ReactNode }) {
  return useHydrated() ? null : children;
}
