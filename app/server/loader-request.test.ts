/**
 * The request a loader gets, as the server runs it (@remix-run/server-runtime's CommonJS build). What
 * the shop relies on: a loader sees the URL the visitor asked for, without Remix's own parameters, and
 * its signal aborts when the request does (handleError stays quiet for aborted requests).
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

describe("the request a loader gets", () => {
  it("is the visitor's URL without Remix's index parameter, the visitor's parameters kept", async () => {
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
