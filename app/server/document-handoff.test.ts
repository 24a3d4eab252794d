/**
 * A document hands its route data to the browser as turbo-stream text in inline scripts. Remix encodes
 * it as a web stream and writes it through a Suspense boundary that waits for the stream's reads; our
 * loaders await everything, so the three patched packages (patches/) encode data without promises at
 * once and write it in the same scripts without the stream. These tests hold the two ways to the same
 * text and the same scripts, and keep the stream for data that still has a promise in it.
 */
import { createRequire } from "node:module";
import { PassThrough } from "node:stream";
import { createElement, type FunctionComponent, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

// The CommonJS builds the server runs (`main`; vitest would pick the ES modules, which are not patched).
const require = createRequire(import.meta.url);
const singleFetch = require("@remix-run/server-runtime/dist/single-fetch.js") as {
  encodeViaTurboStream: (
    data: unknown,
    signal: AbortSignal,
    timeout: number | undefined,
    mode: string,
  ) => ReadableStream;
  encodeSettledViaTurboStream: (data: unknown, mode: string) => string | null;
};
const transfer = require("@remix-run/react/dist/single-fetch.js") as {
  StreamTransfer: FunctionComponent<Record<string, unknown>>;
  SettledTransfer: FunctionComponent<Record<string, unknown>>;
};

/** Route data as a document's loaders leave it: nested objects, lists, dates, nulls, undefined, repeats. */
function documentState() {
  const price = { amount: 2500, currency: "EUR" };
  return {
    loaderData: {
      root: { storefront: "kadoo-be", language: "nl", visitor: { count: 2, name: null } },
      "routes/basket": {
        lines: [
          { id: "a1", price, quantity: 1, note: undefined },
          { id: "b2", price, quantity: 3, added: new Date("2026-11-29T10:00:00Z") },
        ],
        total: { amount: 10_000, currency: "EUR" },
        seo: { title: "Winkelmandje — Kadoo", alternates: [] },
      },
    },
    actionData: null,
    errors: null,
  };
}

async function streamed(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

function rendered(element: ReturnType<typeof createElement>): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    out.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(out), onShellError: reject });
  });
}

describe("a document's route data for the browser (patched Remix and turbo-stream)", () => {
  it("encodes data without promises at once, to the text the stream gives", async () => {
    const state = documentState();
    const text = singleFetch.encodeSettledViaTurboStream(state, "production");
    const stream = singleFetch.encodeViaTurboStream(state, new AbortController().signal, undefined, "production");
    expect(text).toBe(await streamed(stream));
    expect(text).toContain("kadoo-be");
  });

  it("leaves data with a promise to the stream", async () => {
    const state = { ...documentState(), loaderData: { root: { later: Promise.resolve("soon") } } };
    expect(singleFetch.encodeSettledViaTurboStream(state, "production")).toBeNull();
    const stream = singleFetch.encodeViaTurboStream(state, new AbortController().signal, undefined, "production");
    expect(await streamed(stream)).toContain("soon");
  });

  it("writes the settled text in the scripts the stream's transfer writes, without its boundaries", async () => {
    const state = documentState();
    const text = singleFetch.encodeSettledViaTurboStream(state, "production");
    const meta = () => ({ renderMeta: { didRenderScripts: true } });
    const settled = await rendered(createElement(transfer.SettledTransfer, { context: meta(), text, nonce: "n0nce" }));
    const stream = singleFetch.encodeViaTurboStream(state, new AbortController().signal, undefined, "production");
    const viaStream = await rendered(
      createElement(
        Suspense,
        null,
        createElement(transfer.StreamTransfer, {
          context: meta(),
          identifier: 0,
          reader: stream.getReader(),
          textDecoder: new TextDecoder(),
          nonce: "n0nce",
        }),
      ),
    );
    expect(settled).toBe(viaStream.replace(/<!--\/?\$-->/g, ""));
    expect(settled).toMatch(/^<script nonce="n0nce">window\.__remixContext\.streamController\.enqueue\(/);
    expect(settled).toContain("streamController.close();</script>");
    // Nothing before the page's <Scripts> rendered: nothing to hand over.
    expect(await rendered(createElement(transfer.SettledTransfer, { context: { renderMeta: {} }, text }))).toBe("");
  });
});
