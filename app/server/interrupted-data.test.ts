/**
 * A page's data request cut off by the next navigation: the router aborts the data request
 * (`<route>.data`, a turbo-stream) of a navigation or revalidation that another click overtook. When
 * the abort lands after the stream's first line was read but before its end, turbo-stream 2.4
 * rejected two promises nobody waits for (its own `done` deferred and the `reader.closed` chain
 * Remix never reads), and the browser reported an uncaught `AbortError: signal is aborted without
 * reason` on a page that works (seen once in CI, redeem shop journey). turbo-stream is patched
 * (patches/, ADR 051) so an abandoned stream is not an error of the page; whoever waits for `done`
 * still hears why it ended. When the abort lands before the first line, Remix's own decoding logged the
 * abort as a console error of the page (seen once in CI, redeem shop journey, after the turbo-stream
 * patch); Remix is patched too: an aborted request ends with the abort's reason, quietly.
 */
import type * as SingleFetch from "@remix-run/react/dist/single-fetch";
import { decode, encode } from "turbo-stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The browser's build of Remix's single fetch (the patched file the shop's pages run); typed as its CommonJS twin.
const BROWSER_SINGLE_FETCH: string = "@remix-run/react/dist/esm/single-fetch.js";
const { getSingleFetchDataStrategy } = (await import(BROWSER_SINGLE_FETCH)) as typeof SingleFetch;

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on("unhandledRejection", record);
});
afterEach(() => {
  process.off("unhandledRejection", record);
});

/** The first line of a route's data (as the server encodes it), then an abort before the end. */
async function cutOffAfterFirstLine() {
  const lines = await new Response(encode({ root: { data: { basketCount: 2 } } })).text();
  const aborted = new DOMException("signal is aborted without reason", "AbortError");
  let cut = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(lines));
      cut = () => controller.error(aborted);
    },
  });
  const decoded = await decode(body);
  return { decoded, cut, aborted };
}

/** Lets every settled promise run its handlers, and Node decide what went unhandled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("a data request interrupted by the next navigation (patched turbo-stream)", () => {
  it("leaves no unhandled rejection when nobody waits for the end of the stream, as Remix does not", async () => {
    const { decoded, cut } = await cutOffAfterFirstLine();
    expect(decoded.value).toEqual({ root: { data: { basketCount: 2 } } });
    cut();
    await settle();
    expect(unhandled).toEqual([]);
  });

  it("still tells whoever waits for the end why the stream ended", async () => {
    const { decoded, cut, aborted } = await cutOffAfterFirstLine();
    cut();
    await expect(decoded.done).rejects.toBe(aborted);
    await settle();
    expect(unhandled).toEqual([]);
  });

  it("ends quietly when the stream ends", async () => {
    const lines = await new Response(encode({ root: { data: { basketCount: 0 } } })).text();
    const decoded = await decode(new Response(lines).body as ReadableStream<Uint8Array>);
    await expect(decoded.done).resolves.toBeUndefined();
    await settle();
    expect(unhandled).toEqual([]);
  });
});

describe("a data request aborted before its first line (patched Remix single fetch)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("ends with the abort's reason, and the page's console hears nothing", async () => {
    const controller = new AbortController();
    const aborted = new DOMException("signal is aborted without reason", "AbortError");
    // The server has answered (status and headers); the body errors as a browser's does on abort.
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        controller.signal.addEventListener("abort", () => stream.error(aborted));
      },
    });
    vi.stubGlobal("fetch", async () => new Response(body, { headers: { "content-type": "text/x-script" } }));
    vi.stubGlobal("window", { location: new URL("http://shop.test/winkelmandje/") });
    const consoleErrors = vi.spyOn(console, "error").mockImplementation(() => {});
    const strategy = getSingleFetchDataStrategy({ routes: {} } as never, {}, () => ({}) as never);
    // A fetcher's load of one route (the shortest way through Remix's fetchAndDecode).
    const match = {
      shouldLoad: true,
      route: { id: "routes/basket" },
      resolve: (run: (handler: (load: () => unknown) => unknown) => unknown) => run((load) => load()),
    };
    const request = new Request("http://shop.test/winkelmandje/", { signal: controller.signal });
    const loading = strategy({ request, matches: [match], fetcherKey: "basket" } as never);
    const outcome = loading.then(
      () => "answered",
      (reason: unknown) => reason,
    );
    await settle();
    controller.abort();
    expect(await outcome).toBe(aborted);
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});
