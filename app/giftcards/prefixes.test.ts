/**
 * The card number rule accepts a card of any storefront (spec §5: 19 digits and a known prefix): the
 * prefixes of every storefront, each once, made once per list of storefronts and shared read-only.
 */
import { describe, expect, it } from "vitest";
import { allCardPrefixes } from "./check.schema";

describe("every storefront's card prefixes", () => {
  const storefronts = [
    { giftcards: { prefixes: ["6064", "6065"] } },
    { giftcards: { prefixes: ["6065", "7021"] } },
    { giftcards: { prefixes: [] } },
  ];

  it("are each storefront's, each once", () => {
    expect([...allCardPrefixes(storefronts)].sort()).toEqual(["6064", "6065", "7021"]);
  });

  it("are made once per list and cannot be changed by one caller for the next", () => {
    const prefixes = allCardPrefixes(storefronts);
    expect(allCardPrefixes(storefronts)).toBe(prefixes);
    expect(Object.isFrozen(prefixes)).toBe(true);
    expect(allCardPrefixes([...storefronts, { giftcards: { prefixes: ["8000"] } }])).toContain("8000");
  });
});
