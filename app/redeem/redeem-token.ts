/**
 * The redeem token in the browser (spec §6 redeem user; §9 "local storage keys: … one for the redeem
 * token"; §2 leave guard): kept under the storefront's own key while a session is open, removed when
 * it ends; while it is set, closing or reloading the tab warns that changes will not be saved.
 */
import { useEffect } from "react";
import { useShell } from "../storefront/shell";

export const redeemTokenKey = (storeId: number) => `giftshop.redeemToken.${storeId}`;

/** The stored token, for API calls made from the browser (userData.redeemToken and x-redeem-token). */
export function storedRedeemToken(storeId: number): string | null {
  try {
    return window.localStorage.getItem(redeemTokenKey(storeId));
  } catch {
    return null;
  }
}

/**
 * Keeps the token stored while a session is open; `warn` (default) adds the leave-site warning, which
 * redeem checkout goes without (spec §4: entering checkout removes the leave-site guard).
 */
export function useRedeemToken(token: string | null, { warn = true }: { warn?: boolean } = {}) {
  const { sf } = useShell();
  useEffect(() => {
    const key = redeemTokenKey(sf.storeId);
    try {
      if (token) window.localStorage.setItem(key, token);
      else window.localStorage.removeItem(key);
    } catch {
      // Storage may be off (private mode): the cookie still carries the session.
    }
    if (!token || !warn) return;
    const onLeave = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, [sf.storeId, token, warn]);
}
