/** Project gates (conventions §12): colours come from theme tokens, every storefront language has a full catalog. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../app/i18n/catalogs";
import { loadStorefronts } from "../app/storefront/load.server";

const root = path.resolve(import.meta.dirname, "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe("project gates", () => {
  it("UI code uses theme tokens, not raw colours", () => {
    // Generated card art and the seed's palettes are data, not UI styling; mails and invoice PDFs are
    // not themed pages; the test provider's hosted pages stand in for an outside service's.
    const ui = files(path.join(root, "app")).filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !f.includes(`${path.sep}seed${path.sep}`) &&
        !f.includes(`${path.sep}fulfilment${path.sep}`) &&
        !f.includes(`${path.sep}testpay${path.sep}`) &&
        !f.endsWith("card-art.server.ts") &&
        !f.includes(".test."),
    );
    const offenders = ui.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path.relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => /#[0-9a-fA-F]{3,8}\b|rgba?\(/.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });

  it("every language a storefront uses has a catalog with every message translated", async () => {
    const languages = new Set((await loadStorefronts()).flatMap((s) => s.languages));
    for (const language of languages) {
      for (const catalog of CATALOGS) {
        const po = readFileSync(path.join(root, "translations", language, `${catalog}.po`), "utf8");
        const empty = [...po.matchAll(/msgid "(.+)"\nmsgstr ""\n/g)].map((m) => m[1]);
        expect({ language, catalog, empty }).toEqual({ language, catalog, empty: [] });
      }
    }
  });
});
