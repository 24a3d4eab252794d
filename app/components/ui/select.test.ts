import { describe, expect, it } from "vitest";
import { filterOptions, wrapIndex } from "./Select";

describe("select control keyboard rules", () => {
  it("arrow keys wrap around at both ends", () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });
  it("the filter box matches case- and accent-insensitively", () => {
    const options = [
      { value: "be", label: "België" },
      { value: "de", label: "Duitsland" },
    ];
    expect(filterOptions(options, "belg").map((o) => o.value)).toEqual(["be"]);
    expect(filterOptions(options, "").length).toBe(2);
  });
});
