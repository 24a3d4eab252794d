import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptSources, newNonce } from "./security.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("content security policy", () => {
  it("names a shared page's inline scripts by hash: not src scripts, not JSON-LD, each once", () => {
    const html = [
      "<script>window.__remixContext = {};</script>",
      '<script type="module" async="">import "/assets/entry.js";</script>',
      '<script src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.__remixContext = {};</script>",
    ].join("");
    expect(inlineScriptSources(html)).toBe(
      `${sha("window.__remixContext = {};")} ${sha('import "/assets/entry.js";')}`,
    );
    expect(inlineScriptSources("<p>no scripts</p>")).toBe("");
  });

  it("hashes a script's UTF-8 text, from the encoded document as from text, and skips other <script… tags", () => {
    const html = '<scripted-card></scripted-card><script nonce="">window.price = "€ 25";</script>';
    const expected = sha('window.price = "€ 25";');
    expect(inlineScriptSources(html)).toBe(expected);
    expect(inlineScriptSources(Buffer.from(`<p>${html}</p>`))).toBe(expected);
  });

  it("gives every response its own nonce of 16 random bytes, also past a refill of its random bytes", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });

  it("allows the given script sources and nothing inline besides them", () => {
    expect(contentSecurityPolicy("'nonce-abc'", {})).toContain("script-src 'self' 'nonce-abc';");
    expect(contentSecurityPolicy("", {})).toContain("script-src 'self';");
    expect(contentSecurityPolicy("", { adyen: true })).toMatch(/script-src 'self' https:\/\/checkoutshopper-test/);
  });

  it("lets map tiles load from a plain-http tile server by its origin only; https ones are allowed anyway", () => {
    const img = (mapTiles: string) => contentSecurityPolicy("", { mapTiles }).match(/img-src [^;]*/)?.[0];
    expect(img("http://tiles.internal:8080/{z}/{x}/{y}.png")).toBe(
      "img-src 'self' data: https: http://tiles.internal:8080",
    );
    expect(img("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("img-src 'self' data: https:");
  });
});
