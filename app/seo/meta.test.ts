import { describe, expect, it } from "vitest";
import { asJsonText } from "../storefront/json-text";
import { seoMeta } from "./meta";
import { NO_ALTERNATES, type Seo } from "./seo.server";

const seo: Seo = {
  title: "Cadeaubonnen | Kadoo",
  description: "Alle cadeaubonnen",
  keywords: "",
  robots: "index,follow",
  canonical: "https://www.kadoo.be/cadeaubonnen/",
  alternates: asJsonText([
    { hreflang: "nl-be", href: "https://www.kadoo.be/cadeaubonnen/" },
    { hreflang: "nl-nl", href: "https://www.kadoo.nl/cadeaubonnen/" },
  ]),
};

const links = (tags: ReturnType<typeof seoMeta>) =>
  tags
    .map((t) => t as { rel?: string; hrefLang?: string; href?: string })
    .filter((t) => t.rel === "alternate")
    .map((t) => [t.hrefLang, t.href]);

describe("a page's meta tags", () => {
  const expected = [
    ["nl-be", "https://www.kadoo.be/cadeaubonnen/"],
    ["nl-nl", "https://www.kadoo.nl/cadeaubonnen/"],
  ];

  it("name every hreflang alternate, on the server and from the data the browser received", () => {
    expect(links(seoMeta({ data: { seo } }))).toEqual(expected);
    // The browser gets the alternates as their JSON text alone (Remix writes own string keys only).
    const received = JSON.parse(JSON.stringify({ seo })) as { seo: Seo };
    expect(Object.keys(received.seo.alternates)).toEqual(["json"]);
    expect(links(seoMeta({ data: received }))).toEqual(expected);
  });

  it("name none for a page without alternates", () => {
    expect(links(seoMeta({ data: { seo: { ...seo, alternates: NO_ALTERNATES } } }))).toEqual([]);
    expect(seoMeta({ data: { seo } })).toContainEqual({ tagName: "link", rel: "canonical", href: seo.canonical });
  });
});
