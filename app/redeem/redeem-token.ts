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

export function useRedeemToken(token: string | null) {
  const { sf } = useShell();
  useEffect(() => {
    const key = redeemTokenKey(sf.storeId);
    try {
      if (token) window.localStorage.setItem(key, token);
      else window.localStorage.removeItem(key);
    } catch {
      // Storage may be off (private mode): the cookie still carries the session.
    }
    if (!token) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [sf.storeId, token]);
}
