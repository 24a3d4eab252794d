/**
 * The request a loader gets, as the server runs it: @remix-run/server-runtime's CommonJS build, patched
 * (patches/, ADR 039) to hand a loader the request itself when its URL holds none of the parameters
 * Remix strips (`index`, `_routes`), instead of a copy per loader — a page's root and route loaders made
 * four copies, each with its own abort signal. What the shop relies on: a loader sees the URL the
 * visitor asked for, without Remix's own parameters, and its signal aborts when the request does.
 */
import { describe, expect, it } from "vitest";
import { oneRouteHandler } from "../../tests/fixtures/remix-build";

/** A one-route Remix build whose loader reports the request it was given; the document is plain text. */
function handlerSeeing(seen: Request[]) {
  return oneRouteHandler(({ request }) => {
    seen.push(request);
    return null;
  });
}

describe("the request a loader gets (patched server runtime)", () => {
  it("is the visitor's request itself when Remix strips nothing from its URL", async () => {
    const seen: Request[] = [];
    const request = new Request("http://shop.test/?cb_api_giftcard_types=digital&page=2");
    expect((await handlerSeeing(seen)(request)).status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(request);
  });

  it("is a copy without Remix's index parameter when the URL holds one, the visitor's parameters kept", async () => {
    const seen: Request[] = [];
    await handlerSeeing(seen)(new Request("http://shop.test/?index&q=bol"));
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe("http://shop.test/?q=bol");
  });

  it("aborts with the visitor's request", async () => {
    const seen: Request[] = [];
    const controller = new AbortController();
    await handlerSeeing(seen)(new Request("http://shop.test/?index&q=bol", { signal: controller.signal }));
    await handlerSeeing(seen)(new Request("http://shop.test/?q=bol", { signal: controller.signal }));
    expect(seen.map((r) => r.signal.aborted)).toEqual([false, false]);
    controller.abort();
    expect(seen.map((r) => r.signal.aborted)).toEqual([true, true]);
  });
});
