/**
 * Shared fragments (ADR 043): a part rendered once is printed from memory afterwards, and the document
 * is byte for byte what rendering it gives — else the browser's hydration would not match it.
 */
import { type ReactNode, Suspense, useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FragmentContext, PlainFragment, SharedFragment } from "../components/SharedFragment";
import { FragmentCache, type Held, type OwnerWatch, spliced } from "./fragments.server";

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
  const html = Buffer.from(
    renderToString(<FragmentContext.Provider value={recorder}>{page}</FragmentContext.Provider>),
  );
  return spliced(html, recorder.edits(html, !failed)).toString("utf8");
}

/** A field whose label and input share a `useId` (as Conform's fields do). */
function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label} <input id={id} />
    </label>
  );
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

  it("names the remembered fragments it printed (the page's CSS reads their class names: page-css)", () => {
    const cache = new FragmentCache();
    const render = (main: string) => {
      const recorder = cache.recorder();
      const html = renderToString(
        <FragmentContext.Provider value={recorder}>
          <Page owner={shell} name="footer" brand="Kadoo" main={main} />
        </FragmentContext.Provider>,
      );
      recorder.edits(Buffer.from(html), true);
      return recorder.printed.map((bytes) => bytes.toString("utf8"));
    };
    // The first render rendered the footer itself: it is in the document React wrote.
    expect(render("first page")).toEqual([]);
    expect(render("another page")).toEqual([renderToString(<Footer brand="Kadoo" />)]);
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

  it("gives a part's useId the same ids as the browser's render (its hydration keeps a form's ids)", () => {
    type Part = typeof SharedFragment;
    const page = (Part: Part, owner: object | null) => (
      <body>
        <Labelled label="before" />
        <Part owner={owner} name="form">
          <Labelled label="inside" />
          <Labelled label="also inside" />
        </Part>
        <Labelled label="after" />
      </body>
    );
    const owner = {};
    const cache = new FragmentCache();
    // What the browser hydrates: the browser's SharedFragment rendered by React's server renderer, whose
    // ids follow the tree exactly as hydration's do.
    const browser = renderToString(page(PlainFragment, owner));
    expect(browser).toMatch(/id=":R[a-z0-9]+:"/);
    expect(serverRender(cache, page(SharedFragment, owner))).toBe(browser);
    expect(serverRender(cache, page(SharedFragment, owner))).toBe(browser);
    expect(serverRender(cache, page(SharedFragment, null))).toBe(browser);
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

  it("lets go of an owner's fragments once the owner is collected, and of nothing else", () => {
    const watched = new Map<Held, object>();
    let gone: (held: Held) => void = () => {};
    const cache = new FragmentCache(100, (onGone): OwnerWatch => {
      gone = onGone;
      return { register: (owner, held) => watched.set(held, owner), unregister: (held) => watched.delete(held) };
    });
    const [product, other] = [{}, {}];
    cache.set(product, "card", Buffer.from("product card"));
    cache.set(other, "card", Buffer.from("other"));
    expect(cache.owners).toBe(2);
    const [held] = [...watched].find(([, owner]) => owner === product) ?? [];
    if (!held) throw new Error("the owner is not watched");
    // As a FinalizationRegistry does: the registration ends with its callback.
    watched.delete(held);
    gone(held);
    expect(cache.heldBytes).toBe(5);
    expect(cache.owners).toBe(1);
    expect(cache.get(other, "card")?.toString()).toBe("other");
    // Evicted by the bound: no longer watched (nothing left to free when it is collected).
    cache.set({}, "big", Buffer.alloc(99));
    expect(cache.get(other, "card")).toBeUndefined();
    expect(watched.size).toBe(1);
  });

  it("keeps each fragment in memory of its own size (not a slice of a shared 8 KB pool)", () => {
    const cache = new FragmentCache();
    const shell = {};
    serverRender(cache, <Page owner={shell} name="footer" brand="Kadoo" main="" />);
    const html = cache.get(shell, "footer");
    expect(html?.toString()).toContain("Voorwaarden");
    expect(html?.buffer.byteLength).toBe(html?.length);
  });
});
