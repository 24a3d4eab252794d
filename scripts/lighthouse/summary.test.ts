/** The pure half of `npm run lighthouse`: medians, goals and the table (the runs themselves are not tested here). */
import { describe, expect, it } from "vitest";
import { type Figures, formatFigure, formatMarkdown, formatTable, median, medianFigures, misses } from "./summary";

const perfect: Figures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1800,
  tbt: 40,
  cls: 0,
};

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([590, 160, 230])).toBe(230);
  });
  it("is the mean of the middle two of an even count", () => {
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });
  it("refuses an empty list rather than inventing a figure", () => {
    expect(() => median([])).toThrow();
  });
  it("takes each figure's median on its own: one slow run moves nothing", () => {
    const slow: Figures = { ...perfect, performance: 60, lcp: 6000, tbt: 900, cls: 0.3 };
    const other: Figures = { ...perfect, performance: 97, lcp: 2000, tbt: 60, seo: 92 };
    expect(medianFigures([perfect, slow, other])).toEqual({ ...perfect, performance: 97, lcp: 2000, tbt: 60 });
  });
});

describe("goals", () => {
  it("performance from 95, the other scores only at 100", () => {
    expect(misses({ ...perfect, performance: 95 })).toEqual([]);
    expect(misses({ ...perfect, performance: 94 })).toEqual(["performance"]);
    expect(misses({ ...perfect, accessibility: 98, seo: 92 })).toEqual(["accessibility", "seo"]);
  });
  it("TBT below 150 ms, CLS up to 0.02; LCP has no goal of its own", () => {
    expect(misses({ ...perfect, tbt: 149, cls: 0.02, lcp: 9000 })).toEqual([]);
    expect(misses({ ...perfect, tbt: 150, cls: 0.021 })).toEqual(["tbt", "cls"]);
  });
});

describe("the table", () => {
  it("shows LCP in seconds, TBT in ms, CLS with three decimals", () => {
    expect(formatFigure("lcp", 2449)).toBe("2.4 s");
    expect(formatFigure("tbt", 159.6)).toBe("160 ms");
    expect(formatFigure("cls", 0.0123)).toBe("0.012");
    expect(formatFigure("performance", 80)).toBe("80");
  });
  it("puts the goals under the header and marks each figure that misses its goal", () => {
    const table = formatTable([
      { storefront: "kadoo-be", page: "home", median: perfect },
      { storefront: "kadoo-be", page: "list", median: { ...perfect, performance: 76, seo: 92, tbt: 590 } },
    ]).split("\n");
    expect(table[0].split(/\s+/)).toEqual(["storefront", "page", "perf", "a11y", "BP", "SEO", "LCP", "TBT", "CLS"]);
    expect(table[1]).toContain("≥ 95");
    expect(table[1]).toContain("< 150 ms");
    expect(table[1]).toContain("≤ 0.02");
    expect(table[2]).not.toContain("✗");
    expect(table[3]).toMatch(/76 ✗/);
    expect(table[3]).toMatch(/92 ✗/);
    expect(table[3]).toMatch(/590 ms ✗/);
    expect(table[3]).toMatch(/ 100 /);
    // Columns line up: figures are right-aligned, so every line ends at the same place.
    expect(new Set(table.map((l) => l.length)).size).toBe(1);
  });
  it("as Markdown: a header, an alignment row, the goals, a row per page", () => {
    const md = formatMarkdown([{ storefront: "choice-de", page: "product", median: { ...perfect, cls: 0.05 } }]).split(
      "\n",
    );
    expect(md).toHaveLength(4);
    expect(md[1]).toBe("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    expect(md[3]).toBe("| choice-de | product | 99 | 100 | 100 | 100 | 1.8 s | 40 ms | 0.050 ✗ |");
  });
});
