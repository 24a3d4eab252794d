import { describe, expect, it } from "vitest";
import { href, UnknownRouteError } from "./links";
import { expandRoutes, screenOf } from "./route-table";
import { needsTrailingSlash } from "./trailing-slash";

const kadooBe = { slugs: { productList: "cadeaubonnen", choiceCard: "choice-cadeaukaart", basket: "winkelmandje" } };
const kadooNl = { slugs: { productList: "cadeaukaarten", choiceCard: "choice-cadeaukaart", basket: "winkelmandje" } };

describe("links from route ids", () => {
  it("fills the storefront's own list slug and ends with a slash", () => {
    expect(href(kadooBe, "list")).toBe("/cadeaubonnen/");
    expect(href(kadooNl, "list")).toBe("/cadeaukaarten/");
    expect(href(kadooBe, "contact")).toBe("/klantenservice/contact/");
    expect(href(kadooBe, "home")).toBe("/");
  });

  it("writes page numbers as a trailing segment and drops page 1", () => {
    expect(href(kadooBe, "list", { segment: 2 })).toBe("/cadeaubonnen/2/");
    expect(href(kadooBe, "list", { segment: 1 })).toBe("/cadeaubonnen/");
  });

  it("builds landing paths from the splat and keeps resource routes exact", () => {
    expect(href(kadooBe, "landing", { "*": "over-ons" })).toBe("/over-ons/");
    expect(href(kadooBe, "robots")).toBe("/robots.txt");
  });

  it("refuses unknown route ids", () => {
    expect(() => href(kadooBe, "nope")).toThrow(UnknownRouteError);
  });
});

describe("route table", () => {
  it("mounts per-storefront segments once per distinct slug, with distinct ids", () => {
    const table = expandRoutes({
      productList: ["cadeaukaarten", "cadeaubonnen", "cadeaukaarten"],
      choiceCard: ["x"],
      basket: ["winkelmandje"],
    });
    const lists = table.filter((r) => screenOf(r.id).id === "list");
    expect(lists.map((r) => r.id)).toEqual(["list~cadeaubonnen", "list~cadeaukaarten"]);
    expect(new Set(table.map((r) => r.id)).size).toBe(table.length);
  });

  it("stays small: one entry per screen and distinct slug, none per storefront or language", () => {
    const slugs = Array.from({ length: 33 }, (_, i) => (i === 0 ? "cadeaubonnen" : "cadeaukaarten"));
    const many = expandRoutes({ productList: slugs, choiceCard: ["a", "b", "c", "a", "b"], basket: ["winkelmandje"] });
    const distinct = expandRoutes({
      productList: ["cadeaubonnen", "cadeaukaarten"],
      choiceCard: ["a", "b", "c"],
      basket: ["winkelmandje"],
    });
    expect(many.length).toBe(distinct.length);
    // Budget of ADR 002 (every entry costs every request, ≈ 0.015 ms each): every screen of spec §2 —
    // the buying half, redeem, doubler, activation, card details, reorder and the account area — fits in 55.
    expect(many.length).toBeLessThanOrEqual(55);
  });
});

describe("trailing slash rule", () => {
  it("asks for a slash on page paths only", () => {
    expect(needsTrailingSlash("/privacy")).toBe(true);
    expect(needsTrailingSlash("/cadeaubonnen/2")).toBe(true);
    expect(needsTrailingSlash("/privacy/")).toBe(false);
    expect(needsTrailingSlash("/robots.txt")).toBe(false);
    expect(needsTrailingSlash("/cadeaubonnen.data")).toBe(false);
    expect(needsTrailingSlash("/__manifest")).toBe(false);
    expect(needsTrailingSlash("/ip")).toBe(false);
    expect(needsTrailingSlash("/graphql")).toBe(false);
  });
});
