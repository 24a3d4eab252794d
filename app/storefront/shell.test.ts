/**
 * The root data's shell (ADR 044): one JSON text for Remix's encoder, the object itself for the
 * server's render. What the shop relies on: the browser gets the whole shell from the text, the
 * server's components get the very object the shell cache keeps (the footer's remembered HTML is
 * keyed by its `sf`, ADR 043), and the encoder writes the text alone — not the object a second time.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { oneRouteHandler } from "../../tests/fixtures/remix-build";
import { type LastingShell, type RootData, SHELL, SHELL_ELEMENT_ID, shellElementText, shellOf } from "./shell";

const kept = {
  sf: { code: "kadoo-be", storeId: 95, brandName: "Kadoo" },
  language: "nl",
  basename: "/",
  footerMenu: [{ title: "Over Kadoo", items: [{ title: "Vacatures", href: "/vacatures/", type: "relative" }] }],
  // Text a document must not end its element on.
  organizationJsonLd: '{"name":"</script><script>alert(1)</script><!--"}',
} as unknown as LastingShell;

function rootData(withObject: boolean): RootData {
  return {
    shell: JSON.stringify(kept),
    ...(withObject ? { [SHELL]: kept } : {}),
    year: 2026,
    basename: "/",
    visitor: null,
    themeCss: null,
    bodyRefused: null,
  };
}

describe("the root data's shell", () => {
  it("in the browser: read from the JSON text with the year, once per root data", () => {
    const root = rootData(false);
    const shell = shellOf(root);
    expect(shell).toEqual({ ...kept, year: 2026 });
    expect(shellOf(root)).toBe(shell);
    // Root data revalidated after a form post: read again.
    expect(shellOf(rootData(false))).not.toBe(shell);
  });

  it("on the server: the kept object itself, not a copy parsed from the text", () => {
    const shell = shellOf(rootData(true));
    expect(shell.sf).toBe(kept.sf);
    expect(shell.footerMenu).toBe(kept.footerMenu);
    expect(shell.year).toBe(2026);
  });

  it("through Remix: the render gets the object, the encoded data carries the text alone", async () => {
    const rendered: unknown[] = [];
    const handler = oneRouteHandler(
      () => rootData(true),
      (_request, status, _headers, context) => {
        const { staticHandlerContext } = context as { staticHandlerContext: { loaderData: Record<string, RootData> } };
        rendered.push(staticHandlerContext.loaderData.root);
        return new Response("page", { status, headers: { "content-type": "text/plain" } });
      },
    );

    expect((await handler(new Request("http://shop.test/"))).status).toBe(200);
    expect((rendered[0] as RootData)[SHELL]).toBe(kept);

    const data = await (await handler(new Request("http://shop.test/_root.data"))).text();
    // The JSON text is one value of the encoded data…
    expect(data).toContain(JSON.stringify(JSON.stringify(kept)));
    // …and none of the shell's own keys or values is written beside it as a value of its own.
    expect(data).not.toContain('"footerMenu"');
    expect(data).not.toContain('"Vacatures"');
  });
});

describe("the document's shell element (ADR 052)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("on the server: the kept shell's JSON with no '<' that could end the element, made once per shell", () => {
    const text = shellElementText(rootData(true));
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(kept);
    expect(shellElementText(rootData(true))).toBe(text);
  });

  it("in the browser: a document's root data without the text reads the element, once for the page", () => {
    const text = shellElementText(rootData(true));
    const getElementById = vi.fn((id: string) => (id === SHELL_ELEMENT_ID ? { textContent: text } : null));
    vi.stubGlobal("document", { getElementById });
    vi.stubEnv("SSR", false);
    const documentRoot = { ...rootData(false), shell: null };
    expect(shellOf(documentRoot)).toEqual({ ...kept, year: 2026 });
    expect(shellElementText(documentRoot)).toBe(text);
    expect(getElementById).toHaveBeenCalledTimes(1);
    // Route data after a form post carries the text again, and is read from it.
    expect(shellOf(rootData(false)).sf).toEqual(kept.sf);
  });
});
