import { describe, expect, it } from "vitest";
import type { CardArt } from "../db/catalogue-types";
import { renderCardArt } from "./card-art.server";

/** A minimal well-formedness check: every opened element is closed in order. */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0 && !/&(?!(amp|lt|gt|quot|apos);)/.test(xml);
}

describe("renderCardArt", () => {
  const art: CardArt = { background: "#8c2f39", foreground: "#ffffff", accent: "#f2cc8f", pattern: "dots", mark: "FC" };

  it("renders a 400×252 SVG with a title and escaped text", () => {
    const svg = renderCardArt(art, `Fish & Chips <Deluxe> "Tom's"`);
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain('viewBox="0 0 400 252"');
    expect(svg).toContain('<title id="card-title">Fish &amp; Chips &lt;Deluxe&gt; &quot;Tom&apos;s&quot;</title>');
    expect(svg).not.toContain("<Deluxe>");
    expect(svg).toContain('fill="#8c2f39"');
    expect(svg).toContain(">FC</text>");
    expect(wellFormed(svg)).toBe(true);
  });

  it("is deterministic and well-formed for every pattern", () => {
    for (const pattern of ["dots", "stripes", "waves", "grid", "circles", "plain"] as const) {
      const a = renderCardArt({ ...art, pattern }, "Bol Boeken cadeaubon");
      expect(renderCardArt({ ...art, pattern }, "Bol Boeken cadeaubon")).toBe(a);
      expect(wellFormed(a), pattern).toBe(true);
    }
  });

  it("never lets a stored colour or mark break out of its attribute", () => {
    const svg = renderCardArt(
      {
        background: '#fff" onload="alert(1)',
        foreground: "red",
        accent: "url(javascript:x)",
        pattern: "grid",
        mark: "<b>",
      },
      "x",
    );
    expect(svg).not.toContain("onload");
    expect(svg).not.toContain("javascript");
    expect(svg).not.toContain("<b>");
    expect(wellFormed(svg)).toBe(true);
  });
});
