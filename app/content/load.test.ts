import { describe, expect, it } from "vitest";
import { type ContentPageData, shownPage } from "./load.server";

const page = (): ContentPageData => ({
  id: "183",
  pageType: "home",
  path: "/",
  title: "Cadeaubonnen voor elke gelegenheid",
  body: [{ type: "paragraph", text: "Altijd het juiste cadeau.", items: null, faq: null }],
  metadata: {
    title: "Kadoo",
    description: "Cadeaubonnen",
    keywords: "",
    noindex: false,
    nofollow: false,
    hreflangTags: [{ langCode: "nl", countryCode: "be", origin: "https://www.kadoo.be", path: "/", isDefault: true }],
  },
});

describe("a content page as it travels to the browser", () => {
  it("leaves the metadata on the server and keeps what the page shows", () => {
    const shown = shownPage(page());
    expect(shown).not.toHaveProperty("metadata");
    expect(shown).toEqual({
      id: "183",
      pageType: "home",
      path: "/",
      title: "Cadeaubonnen voor elke gelegenheid",
      body: [{ type: "paragraph", text: "Altijd het juiste cadeau.", items: null, faq: null }],
    });
  });

  it("is one frozen view per frozen read-cache answer (the printed hero stays keyed by it)", () => {
    const answer = Object.freeze(page());
    const first = shownPage(answer);
    expect(Object.isFrozen(first)).toBe(true);
    expect(shownPage(answer)).toBe(first);
    const personal = page();
    expect(Object.isFrozen(shownPage(personal))).toBe(false);
    expect(shownPage(personal)).not.toBe(shownPage(personal));
  });
});
