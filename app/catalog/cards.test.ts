/** Product cards: what a card shows, and one card per product of a shared answer (ADR 042). */
import { describe, expect, it } from "vitest";
import { toCard } from "./cards";
import type { ProductCardData } from "./queries.server";

const product = (): ProductCardData =>
  ({
    id: "p1",
    title: "Dinner for two",
    path: "/cadeaubonnen/dinner-for-two/",
    image: { url: "/art/p1.png" },
    backgroundColor: "#ffeedd",
    showShadow: true,
    digitalVariationConfig: { pricesToShow: [{ value: 25 }, { value: 50 }], minPrice: { value: 10 } },
    physicalVariationConfig: { pricesToShow: [], minPrice: { value: 15 } },
  }) as unknown as ProductCardData;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

describe("product cards", () => {
  it("show the title, art, colour and the lowest price of either kind", () => {
    expect(toCard(product())).toEqual({
      id: "p1",
      title: "Dinner for two",
      path: "/cadeaubonnen/dinner-for-two/",
      image: "/art/p1.png",
      backgroundColor: "#ffeedd",
      showShadow: true,
      fromPrice: 15,
    });
  });

  it("are made once per product of a shared (frozen) answer, and fresh for any other", () => {
    const shared = deepFreeze(product());
    expect(toCard(shared)).toBe(toCard(shared));
    expect(Object.isFrozen(toCard(shared))).toBe(true);
    const own = product();
    expect(toCard(own)).not.toBe(toCard(own));
    expect(toCard(own)).toEqual(toCard(shared));
  });
});
