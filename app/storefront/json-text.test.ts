/**
 * Loader data parts that travel as one JSON text (ADR 046): a shared page's frozen answers are written
 * once per answer and Remix's encoder writes them as one string; the server's render reads the very
 * object (the cards' and the product's remembered HTML is keyed by it, ADR 043) and the browser gets
 * the whole value from the text.
 */
import { describe, expect, it } from "vitest";
import { oneRouteHandler } from "../../tests/fixtures/remix-build";
import { asJsonText, derivedJsonText, fromJsonText } from "./json-text";

const cards = Object.freeze([
  Object.freeze({ id: "2182", title: "Bol.com cadeaukaart", path: "/cadeaubonnen/bol/", fromPrice: 10 }),
  Object.freeze({ id: "2183", title: "Apple Gift Card", path: "/cadeaubonnen/apple/", fromPrice: null }),
]);

describe("a loader data part as JSON text", () => {
  it("of a frozen answer: made once, the text of the whole value", () => {
    const text = asJsonText(cards);
    expect(asJsonText(cards)).toBe(text);
    expect(JSON.parse(text.json)).toEqual(cards);
  });

  it("of a value that is not frozen (a personal page's): made anew, nothing kept for the next render", () => {
    const own = [{ id: "1" }];
    expect(asJsonText(own)).not.toBe(asJsonText(own));
  });

  it("of a value made from a frozen answer: once per answer and name, anew for an answer that is not frozen", () => {
    const answer = Object.freeze({ blocks: cards });
    let made = 0;
    const top = (page: number) => () => {
      made++;
      return cards.slice(page - 1, page);
    };
    const first = derivedJsonText(answer, "top 1", top(1));
    expect(derivedJsonText(answer, "top 1", top(1))).toBe(first);
    expect(JSON.parse(first.json)).toEqual([cards[0]]);
    expect(JSON.parse(derivedJsonText(answer, "top 2", top(2)).json)).toEqual([cards[1]]);
    expect(made).toBe(2);
    const own = { blocks: cards };
    expect(derivedJsonText(own, "top 1", top(1))).not.toBe(derivedJsonText(own, "top 1", top(1)));
  });

  it("is read back whole from the text alone (the browser), once per value received", () => {
    const received = { json: asJsonText(cards).json };
    const value = fromJsonText<typeof cards>(received);
    expect(value).toEqual(cards);
    expect(fromJsonText(received)).toBe(value);
  });

  it("through Remix: the render gets the kept object, the encoded data carries the text alone", async () => {
    const rendered: unknown[] = [];
    const handler = oneRouteHandler(
      () => ({ kind: "list", items: asJsonText(cards) }),
      (_request, status, _headers, context) => {
        const { staticHandlerContext } = context as {
          staticHandlerContext: { loaderData: Record<string, { items: Parameters<typeof fromJsonText>[0] }> };
        };
        rendered.push(fromJsonText(staticHandlerContext.loaderData.root.items));
        return new Response("page", { status, headers: { "content-type": "text/plain" } });
      },
    );
    expect((await handler(new Request("http://shop.test/"))).status).toBe(200);
    expect(rendered[0]).toBe(cards);

    const data = await (await handler(new Request("http://shop.test/_root.data"))).text();
    expect(data).toContain(JSON.stringify(JSON.stringify(cards)));
    // The cards' keys are not written beside the text as values of their own.
    expect(data).not.toContain('"fromPrice"');
    expect(data).not.toContain('"2183"');
  });
});
