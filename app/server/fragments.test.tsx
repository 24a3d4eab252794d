/**
 * Shared fragments (ADR 043): a part rendered once is printed from memory afterwards, and the document
 * is byte for byte what rendering it gives — else the browser's hydration would not match it.
 */
import { type ReactNode, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FragmentContext, SharedFragment } from "../components/SharedFragment";
import { FragmentCache } from "./fragments.server";

let renders = 0;
function Footer({ brand }: { brand: string }) {
  renders++;
  return (
    <footer className="c-footer">
      <a href="/voorwaarden/">Voorwaarden &amp; {brand}</a> text <b>©</b> 2026 · é
    </footer>
  );
}

function Page({ owner, name, brand, main }: { owner: object; name: string; brand: string; main: ReactNode }) {
  return (
    <body>
      <main>{main}</main>
      <Suspense fallback={null}>
        <SharedFragment owner={owner} name={name}>
          <Footer brand={brand} />
        </SharedFragment>
      </Suspense>
    </body>
  );
}

/** A render as entry.server.tsx makes it: with a recorder, its markers applied to the bytes. */
function serverRender(cache: FragmentCache, page: ReactNode, failed = false): string {
  const recorder = cache.recorder();
  const html = renderToString(<FragmentContext.Provider value={recorder}>{page}</FragmentContext.Provider>);
  return recorder.apply(Buffer.from(html), !failed).toString("utf8");
}

describe("shared fragments", () => {
  const shell = { code: "kadoo-be" };

  it("prints a remembered part instead of rendering it, the document unchanged", () => {
    const cache = new FragmentCache();
    const plain = renderToString(<Page owner={shell} name="footer" brand="Kadoo" main="first page" />);
    renders = 0;
    const first = serverRender(cache, <Page owner={shell} name="footer" brand="Kadoo" main="first page" />);
    const second = serverRender(cache, <Page owner={shell} name="footer" brand="Kadoo" main="another page" />);
    expect(renders).toBe(1);
    expect(first).toBe(plain);
    expect(second).toBe(renderToString(<Page owner={shell} name="footer" brand="Kadoo" main="another page" />));
    expect(second).not.toContain("data-fragment");
  });

  it("renders anew for another owner or name", () => {
    const cache = new FragmentCache();
    serverRender(cache, <Page owner={shell} name="footer" brand="Kadoo" main="" />);
    renders = 0;
    const other = serverRender(cache, <Page owner={{ code: "giftpass-ch" }} name="footer" brand="GiftPass" main="" />);
    const redeem = serverRender(cache, <Page owner={shell} name="footer redeem" brand="Redeem" main="" />);
    expect(renders).toBe(2);
    expect(other).toContain("GiftPass");
    expect(redeem).toContain("Redeem");
  });

  it("does not remember the part from a render that failed", () => {
    const cache = new FragmentCache();
    serverRender(cache, <Page owner={shell} name="footer" brand="Kadoo" main="" />, true);
    renders = 0;
    serverRender(cache, <Page owner={shell} name="footer" brand="Kadoo" main="" />);
    expect(renders).toBe(1);
  });

  it("renders a part without an owner every time and remembers nothing of it (a visitor's own data)", () => {
    const cache = new FragmentCache();
    renders = 0;
    const page = (brand: string) => (
      <body>
        <SharedFragment owner={null} name="card">
          <Footer brand={brand} />
        </SharedFragment>
      </body>
    );
    serverRender(cache, page("Kadoo"));
    const second = serverRender(cache, page("GiftPass"));
    expect(renders).toBe(2);
    expect(second).toContain("GiftPass");
    expect(second).toBe(renderToString(page("GiftPass")));
    expect(cache.heldBytes).toBe(0);
  });

  it("is its children without a recorder (the browser)", () => {
    const html = renderToString(<Page owner={shell} name="footer" brand="Kadoo" main="" />);
    expect(html).toContain('<footer class="c-footer">');
    expect(html).not.toContain("template");
  });
});

describe("the fragment cache", () => {
  it("is bounded in bytes, the least recently used storefront's fragments going first", () => {
    const cache = new FragmentCache(10);
    const [a, b, c] = [{}, {}, {}];
    cache.set(a, "footer", Buffer.from("aaaa"));
    cache.set(b, "footer", Buffer.from("bbbb"));
    expect(cache.get(a, "footer")?.toString()).toBe("aaaa");
    cache.set(c, "footer", Buffer.from("cccc"));
    expect(cache.get(b, "footer")).toBeUndefined();
    expect(cache.get(a, "footer")?.toString()).toBe("aaaa");
    expect(cache.get(c, "footer")?.toString()).toBe("cccc");
    expect(cache.heldBytes).toBe(8);
    cache.set(c, "footer", Buffer.from("cc"));
    expect(cache.heldBytes).toBe(6);
  });
});
