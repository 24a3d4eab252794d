/**
 * Store data (spec §3 storeData): the page shell asks it for its menus, once per storefront, language
 * and origin; the store switcher asks it for every storefront of the deployment. What an operator of
 * many storefronts relies on: building a shell does not walk every storefront (issue 17: nothing a
 * page costs may grow with the number of storefronts).
 */
import { describe, expect, it } from "vitest";
import { shippedRegistry } from "../../../tests/fixtures/storefronts";
import type { ApiContext } from "../context.server";
import { storeData } from "./store.server";

const { registry } = await shippedRegistry();

/** The registry with a count of the reads of its whole list. */
function countingContext() {
  const reads = { all: 0 };
  const counting = Object.create(registry, {
    all: {
      get() {
        reads.all++;
        return registry.all;
      },
    },
  }) as typeof registry;
  const ctx = { storefront: registry.get("giftpass-ch"), registry: counting, localPort: null } as unknown as ApiContext;
  return { ctx, reads };
}

describe("store data", () => {
  it("gives the menus without walking every storefront; the list of storefronts only when asked for", () => {
    const { ctx, reads } = countingContext();
    const data = storeData(ctx, "fr");
    expect(data.menus.footerMenu.menuItems.length).toBeGreaterThan(0);
    expect(reads.all).toBe(0);
    const all = data.countriesCombinations();
    expect(reads.all).toBe(1);
    expect(all).toHaveLength(registry.all.length);
    expect(all.find((c) => c.storeCode === "giftpass-ch")?.url).toBe("https://www.giftpass.com/ch/");
  });
});
