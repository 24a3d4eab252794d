/** React hooks of the analytics module. */
import { useEffect, useRef } from "react";
import { useShell } from "../storefront/shell";
import { CARD_VIEW_THRESHOLD, track, trackItemList } from "./analytics";

const seenCards = new Set<string>();

/** Card-view tracking: once per card and page view, when half of the card is visible. */
export function useCardView<T extends Element>(productId: string, list: string) {
  const ref = useRef<T>(null);
  const shell = useShell();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const key = `${window.location.pathname}|${productId}`;
    if (seenCards.has(key)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= CARD_VIEW_THRESHOLD)) return;
        seenCards.add(key);
        observer.disconnect();
        track(shell, { type: "card_view", payload: { product: productId, list } });
      },
      { threshold: CARD_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [productId, list, shell]);
  return ref;
}

/** Item-list tracking of the products a list shows (sent batched). */
export function useItemList(list: string, items: { id: string }[]) {
  const shell = useShell();
  const ids = items.map((i) => i.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids string stands for the items
  useEffect(() => {
    trackItemList(shell, list, items);
  }, [list, ids]);
}
