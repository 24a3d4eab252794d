import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fixtureInput } from "../../tests/fixtures/storefronts";
import { StorefrontSchema } from "./schema";

const base = () =>
  fixtureInput({ code: "giftpass-xx", storeId: 900, country: "DE", languages: ["de"], host: "x.test" });
const mark = (width: number) => ({ src: "/m.svg", alt: { de: "Sicher bezahlen" }, width, height: width / 3 });

/** The dotted paths and messages of the schema's issues for an input. */
function issues(input: unknown) {
  const result = v.safeParse(StorefrontSchema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)} ${i.message}`);
}

describe("theme fields of spec §3 and §9, checked where a storefront is loaded", () => {
  it("accepts the fixture", () => {
    expect(issues(base())).toEqual([]);
  });

  it("needs logoV2 at logo version v2, where the header shows it, and not at v1 or v3", () => {
    const input = base();
    delete input.theme.logos.logoV2;
    expect(issues(input)).toEqual([expect.stringMatching(/^theme\.logos\.logoV2 is required at logo version v2/)]);
    expect(issues({ ...input, theme: { ...input.theme, version: "v1" } })).toEqual([]);
  });

  it("fixes the top bar's marks at 120 px and the bottom bar's at 60 px", () => {
    const input = base();
    input.theme.header.sellingPoints = true;
    input.theme.trustMarksTopbar = [mark(120)];
    input.theme.trustMarksBottomBar = [mark(60)];
    expect(issues(input)).toEqual([]);
    input.theme.trustMarksTopbar = [mark(90)];
    input.theme.trustMarksBottomBar = [mark(120)];
    expect(issues(input)).toEqual([
      "theme.trustMarksTopbar must be 120 px wide (spec §3)",
      "theme.trustMarksBottomBar must be 60 px wide (spec §3)",
    ]);
  });

  it("refuses top-bar marks on a header without the top bar", () => {
    const input = base();
    input.theme.trustMarksTopbar = [mark(120)];
    expect(issues(input)).toEqual([
      expect.stringMatching(/^theme\.trustMarksTopbar must be empty without the top bar/),
    ]);
  });

  it("needs a trust mark's text: a mark says something", () => {
    const input = base();
    input.theme.trustMarksHeader = [{ src: "/m.svg", width: 120, height: 40 } as never];
    expect(issues(input)).toEqual([expect.stringMatching(/^theme\.trustMarksHeader\.0\.alt /)]);
  });
});
