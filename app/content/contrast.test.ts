import { describe, expect, it } from "vitest";
import { needsLightText } from "./contrast";

describe("text colour on a data background", () => {
  it("uses light text on dark backgrounds and dark text on light ones", () => {
    expect(needsLightText("#1d3f8f")).toBe(true);
    expect(needsLightText("#000000")).toBe(true);
    expect(needsLightText("#ffd6e0")).toBe(false);
    expect(needsLightText("#ffffff")).toBe(false);
    expect(needsLightText("not a colour")).toBe(false);
  });
});
