import { describe, expect, it } from "vitest";
import type { LoadResult } from "./http";
import type { Kind } from "./targets";
import { meetsGoal, throughputGoal } from "./throughput";

const load = (rps: number, p99: number, errors = 0): LoadResult => ({
  rps,
  p50: 1,
  p99,
  requests: 1000,
  errors,
  cpuMs: 1,
});
const BARE = load(1000, 10);

describe("the bench's throughput goals (issue 45)", () => {
  it("catalogue pages from the page cache, with or without a basket: ≥ 0.6 × bare", () => {
    for (const kind of ["home", "list", "product", "category", "locations"] as Kind[]) {
      expect(throughputGoal("page cache", kind)).toEqual({ ratio: 0.6, p99Ms: 150 });
      expect(throughputGoal("page cache, basket cookie", kind)).toEqual({ ratio: 0.6, p99Ms: 150 });
    }
    expect(throughputGoal("page cache", "balance check")).toBeNull();
  });

  it("rendered: home ≥ 0.3 ×, basket and checkout ≥ 0.2 ×, the rest reference rows", () => {
    expect(throughputGoal("rendered", "home")).toEqual({ ratio: 0.3, p99Ms: 150 });
    expect(throughputGoal("rendered", "basket")).toEqual({ ratio: 0.2, p99Ms: 150 });
    expect(throughputGoal("rendered", "checkout")).toEqual({ ratio: 0.2, p99Ms: 150 });
    for (const kind of ["list", "product", "category", "locations", "balance check", "redeem"] as Kind[])
      expect(throughputGoal("rendered", kind)).toBeNull();
  });

  it("a row with a goal needs its ratio, p99 < 150 ms and no errors; a reference row only no errors", () => {
    const home = throughputGoal("rendered", "home");
    expect(meetsGoal(load(300, 149.9), BARE, home)).toBe(true);
    expect(meetsGoal(load(299, 20), BARE, home)).toBe(false);
    expect(meetsGoal(load(900, 150), BARE, home)).toBe(false);
    expect(meetsGoal(load(900, 20, 1), BARE, home)).toBe(false);
    expect(meetsGoal(load(900, 20), null, home)).toBe(false);
    expect(meetsGoal(load(10, 900), BARE, null)).toBe(true);
    expect(meetsGoal(load(10, 900, 2), BARE, null)).toBe(false);
  });
});
