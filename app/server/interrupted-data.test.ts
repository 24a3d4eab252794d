/**
 * A page's data request cut off by the next navigation: the router aborts the data request
 * (`<route>.data`, a turbo-stream) of a navigation or revalidation that another click overtook. When
 * the abort lands after the stream's first line was read but before its end, turbo-stream 2.4
 * rejected two promises nobody waits for (its own `done` deferred and the `reader.closed` chain
 * Remix never reads), and the browser reported an uncaught `AbortError: signal is aborted without
 * reason` on a page that works (seen once in CI, redeem shop journey). turbo-stream is patched
 * (patches/, ADR 051) so an abandoned stream is not an error of the page; whoever waits for `done`
 * still hears why it ended.
 */
import { decode, encode } from "turbo-stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

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
