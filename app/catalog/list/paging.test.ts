import { describe, expect, it } from "vitest";
import { pageWindow } from "../../components/ui/Pager";
import { mergeById, parsePage, topProductsForPage } from "./paging";

describe("list paging", () => {
  it("reads a trailing segment as a page number", () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("2")).toBe(2);
    expect(parsePage("1")).toBe("first");
    for (const bad of ["0", "02", "-1", "1.5", "abc", "9999999"]) expect(parsePage(bad)).toBeNull();
  });

  it("merges loaded pages keeping the first occurrence of every id", () => {
    const page1 = [{ id: "1" }, { id: "2" }, { id: "3" }];
    // Desktop small showed product 4 as the 17th card of page 1; page 2 starts with it again.
    const page2 = [{ id: "4" }, { id: "5" }];
    const merged = mergeById(page1, [{ id: "4" }], page2, [{ id: "2" }]);
    expect(merged.map((p) => p.id)).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("walks the top-products queue four per page and wraps around", () => {
    const queue = ["a", "b", "c", "d", "e", "f"];
    expect(topProductsForPage(queue, 1)).toEqual(["a", "b", "c", "d"]);
    expect(topProductsForPage(queue, 2)).toEqual(["e", "f", "a", "b"]);
    expect(topProductsForPage(["a", "b"], 3)).toEqual(["a", "b"]);
    expect(topProductsForPage([], 1)).toEqual([]);
  });

  it("shows first, last and neighbouring page links with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 14)).toEqual([1, 2, "gap", 14]);
    expect(pageWindow(7, 14)).toEqual([1, "gap", 6, 7, 8, "gap", 14]);
    expect(pageWindow(3, 14)).toEqual([1, 2, 3, 4, "gap", 14]);
    expect(pageWindow(14, 14)).toEqual([1, "gap", 13, 14]);
  });
});
