import { describe, expect, it } from "vitest";
import { filtersToSearch, parseFilters, replaceFilters, sameFilters, toTaxonomyFilter, withoutFilter } from "./filters";

const known = { categories: ["restaurants", "wellness", "reizen"], types: ["digital", "physical"] };

describe("list filters (cb_api_giftcard_categories / cb_api_giftcard_types)", () => {
  it("reads repeated and comma-separated values, in the storefront's term order", () => {
    const params = new URLSearchParams(
      "cb_api_giftcard_categories=reizen&cb_api_giftcard_categories=restaurants,wellness&cb_api_giftcard_types=physical",
    );
    expect(parseFilters(params, known)).toEqual({
      categories: ["restaurants", "wellness", "reizen"],
      types: ["physical"],
    });
  });

  it("drops unknown, malformed and repeated values", () => {
    const params = new URLSearchParams(
      "cb_api_giftcard_categories=bogus,restaurants,restaurants,<script>&cb_api_giftcard_types=DIGITAL",
    );
    expect(parseFilters(params, known)).toEqual({ categories: ["restaurants"], types: ["digital"] });
    expect(parseFilters(params)).toEqual({ categories: ["bogus", "restaurants"], types: ["digital"] });
  });

  it("writes repeated keys that read back to the same filters", () => {
    const filters = { categories: ["restaurants", "reizen"], types: ["digital"] };
    const search = filtersToSearch(filters);
    expect(search).toBe(
      "cb_api_giftcard_categories=restaurants&cb_api_giftcard_categories=reizen&cb_api_giftcard_types=digital",
    );
    expect(sameFilters(parseFilters(new URLSearchParams(search), known), filters)).toBe(true);
  });

  it("replaces the filter keys and keeps other parameters such as a click id", () => {
    const params = new URLSearchParams("gclid=abc&cb_api_giftcard_categories=bogus");
    expect(replaceFilters(params, { categories: [], types: ["digital"] })).toBe(
      "?gclid=abc&cb_api_giftcard_types=digital",
    );
    expect(replaceFilters(new URLSearchParams("cb_api_giftcard_types=x"), { categories: [], types: [] })).toBe("");
  });

  it("removes one value and maps groups to the API's taxonomy filter", () => {
    const filters = { categories: ["restaurants", "reizen"], types: [] };
    expect(withoutFilter(filters, "categories", "reizen")).toEqual({ categories: ["restaurants"], types: [] });
    expect(toTaxonomyFilter(filters)).toEqual([{ taxonomy: "categories", terms: ["restaurants", "reizen"] }]);
    expect(sameFilters(filters, { categories: ["reizen", "restaurants"], types: [] })).toBe(true);
    expect(sameFilters(filters, { categories: ["reizen"], types: [] })).toBe(false);
  });
});
