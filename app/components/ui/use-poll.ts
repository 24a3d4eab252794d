import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Asks the page's loaders again every `ms` while `enabled` (a payment or an activation under way), but
 * never while a navigation is: the loader's answer that moves on (a redirect to the confirmation) is
 * a navigation, and a revalidation then would abort it (an AbortError in the console, the page left
 * where it was until the next tick).
 */
export function usePoll(ms: number, enabled = true) {
  const revalidator = useRevalidator();
  const navigating = useRef(false);
  navigating.current = useNavigation().state !== "idle";
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && !navigating.current) revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [ms, enabled, revalidator]);
}
