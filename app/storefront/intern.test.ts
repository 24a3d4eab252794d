import { describe, expect, it } from "vitest";
import { interned } from "./intern";
import { loadStorefronts } from "./load.server";

describe("storefront configs with their identical parts held once", () => {
  it("holds equal parts once and keeps every value as configured", () => {
    const theme = () => ({ colors: { primary: "#c00", text: "#111" }, logos: ["visa", "amex"], radius: 4 });
    const input = [
      { code: "kadoo-be", storeId: 95, theme: theme(), prefixes: ["6280095"], origin: { host: "a.example" } },
      { code: "kadoo-nl", storeId: 96, theme: theme(), prefixes: ["6280096"], origin: { host: "b.example" } },
    ];
    const [be, nl] = interned(input);
    expect(be).toEqual(input[0]);
    expect(nl).toEqual(input[1]);
    expect(be.theme).toBe(nl.theme);
    expect(be.theme.logos).toBe(nl.theme.logos);
    expect(be.prefixes).not.toBe(nl.prefixes);
    expect(be.origin).not.toBe(nl.origin);
  });

  it("tells apart what only looks alike: types, key order, missing and undefined fields", () => {
    const [a, b, c, d, e] = interned([
      { list: [1, 2] },
      { list: ["1", "2"] },
      { list: [2, 1] },
      { x: 1, y: 2 },
      { y: 2, x: 1 },
    ]);
    expect(a.list).not.toBe(b.list);
    expect(a.list).not.toBe(c.list);
    expect(d).not.toBe(e);
    const [f, g] = interned([{ note: undefined as string | undefined }, {}]);
    expect(f).not.toBe(g);
    expect("note" in f).toBe(true);
  });

  it("makes every part frozen: a change for one storefront cannot reach another", () => {
    const [a, b] = interned([
      { code: "a", menus: { footer: [{ title: "Service" }] } },
      { code: "b", menus: { footer: [{ title: "Service" }] } },
    ]);
    expect(a.menus).toBe(b.menus);
    expect(() => {
      a.menus.footer[0].title = "Changed";
    }).toThrow(TypeError);
    expect(() => a.menus.footer.push({ title: "More" })).toThrow(TypeError);
    expect(b.menus.footer).toEqual([{ title: "Service" }]);
  });

  it("keeps objects that are not plain data as they are", () => {
    const pattern = /^628/;
    const [a, b] = interned([{ pattern }, { pattern }]);
    expect(a.pattern).toBe(pattern);
    expect(Object.isFrozen(pattern)).toBe(false);
    expect(a).toBe(b);
  });

  it("shares the shipped storefronts' common parts as loaded", async () => {
    const storefronts = await loadStorefronts();
    const byCode = new Map(storefronts.map((s) => [s.code, s]));
    const be = byCode.get("kadoo-be");
    const nl = byCode.get("kadoo-nl");
    expect(be && nl).toBeTruthy();
    if (!be || !nl) return;
    // Both sell in euros with the same card rules: one object; their card prefixes differ.
    expect(be.giftcards.activation).toEqual(nl.giftcards.activation);
    expect(be.giftcards.activation).toBe(nl.giftcards.activation);
    expect(be.giftcards.prefixes).not.toEqual(nl.giftcards.prefixes);
    for (const storefront of storefronts) expect(Object.isFrozen(storefront)).toBe(true);
  });
});
