import { describe, expect, it } from "vitest";
import { boundsOf, formatCoord, parseBbox, withBbox, withoutBbox } from "./bbox";

describe("map rectangle in the query string", () => {
  it("parses the four coordinates, rounded to 5 decimals", () => {
    const params = new URLSearchParams("latmax=51.2345678&latmin=50.1&lonmax=4.5&lonmin=3.123456");
    expect(parseBbox(params)).toEqual({ latmax: 51.23457, latmin: 50.1, lonmax: 4.5, lonmin: 3.12346 });
  });

  it("ignores missing, malformed and impossible rectangles", () => {
    for (const query of [
      "latmax=51&latmin=50&lonmax=4",
      "latmax=abc&latmin=50&lonmax=4&lonmin=3",
      "latmax=1e3&latmin=50&lonmax=4&lonmin=3",
      "latmax=95&latmin=50&lonmax=4&lonmin=3",
      "latmax=51&latmin=50&lonmax=4&lonmin=-181",
      "latmax=50&latmin=51&lonmax=4&lonmin=3",
      "latmax=51&latmin=50&lonmax=3&lonmin=4",
      "latmax=&latmin=50&lonmax=4&lonmin=3",
    ]) {
      expect(parseBbox(new URLSearchParams(query)), query).toBeNull();
    }
  });

  it("writes 5 decimals and drops page and s, keeping other parameters", () => {
    const params = new URLSearchParams("page=3&s=gent&gclid=x");
    const next = withBbox(params, { latmax: 51.1, latmin: 50.123456, lonmax: 4, lonmin: -0.5 });
    expect(next.toString()).toBe("gclid=x&latmax=51.10000&latmin=50.12346&lonmax=4.00000&lonmin=-0.50000");
    expect(withoutBbox(next).toString()).toBe("gclid=x");
    expect(formatCoord(4)).toBe("4.00000");
  });

  it("round-trips a written rectangle", () => {
    const bbox = { latmax: 52.37403, latmin: 52.3, lonmax: 4.9, lonmin: 4.8 };
    expect(parseBbox(withBbox(new URLSearchParams(), bbox))).toEqual(bbox);
  });

  it("frames points with a margin and a minimum size", () => {
    const one = boundsOf([{ lat: 51, lon: 4 }]);
    expect(one).not.toBeNull();
    expect(one!.latmin).toBeLessThan(51);
    expect(one!.latmax).toBeGreaterThan(51);
    expect(one!.latmax - one!.latmin).toBeGreaterThanOrEqual(0.02);
    const two = boundsOf([
      { lat: 50, lon: 3 },
      { lat: 52, lon: 5 },
    ]);
    expect(two!.latmin).toBeLessThan(50);
    expect(two!.lonmax).toBeGreaterThan(5);
    expect(boundsOf([])).toBeNull();
  });
});
