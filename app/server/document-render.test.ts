/**
 * The document as the server renders it: react-dom's production server build, patched (patches/,
 * ADR 035) to gather a flush's markup as text and encode it once, instead of encoding every small
 * piece into 2 KB views. What the shop relies on: the bytes are exactly what React renders (checked
 * against the unpatched development build, with text that needs escaping, characters beyond ASCII
 * and a Suspense boundary completed after the shell), written in one piece per flush.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough } from "node:stream";
import { createElement, Suspense } from "react";
import { describe, expect, it } from "vitest";

type Server = typeof import("react-dom/server");
const require = createRequire(import.meta.url);
const serverDir = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs");
/** The build production runs (NODE_ENV=production), whatever NODE_ENV the tests run with. */
const production = require(path.join(serverDir, "react-dom-server.node.production.min.js")) as Server;
const development = require(path.join(serverDir, "react-dom-server.node.development.js")) as Server;

/**
 * Renders to a stream, piped once everything is ready (or once the shell is, so that what suspends
 * comes in a later flush); the document and the sizes of the writes it took.
 */
function render(
  server: Server,
  element: React.ReactElement,
  from: "all" | "shell" = "all",
  afterShell: () => void = () => {},
): Promise<{ html: string; writes: number[] }> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const writes: number[] = [];
    const write = out.write.bind(out) as (chunk: Buffer) => boolean;
    out.write = ((chunk: Buffer) => {
      writes.push(chunk.length);
      return write(chunk);
    }) as typeof out.write;
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    out.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), writes }));
    const { pipe } = server.renderToPipeableStream(element, {
      onShellReady: () => {
        if (from === "shell") pipe(out);
        afterShell();
      },
      onAllReady: () => from === "all" && pipe(out),
      onShellError: reject,
    });
  });
}

function page(children: React.ReactNode) {
  return createElement(
    "main",
    { className: "c-PJLV", style: { color: "red", marginTop: 4 } },
    createElement("h1", null, "Cadeaubon € 25 — “Genieten” <à la carte> & 🎁"),
    createElement("a", { href: "/cadeaubonnen/?type=digital&sort=price" }, "Bekijk"),
    children,
  );
}

const items = Array.from({ length: 300 }, (_, i) => createElement("li", { key: i, "data-i": i }, `Kaart ${i} · ß`));

describe("document rendering (patched react-dom server)", () => {
  it("writes exactly the markup React renders, escaping and UTF-8 included", async () => {
    const element = page(createElement("ul", null, items));
    const patched = await render(production, element);
    expect(patched.html).toBe((await render(development, element)).html);
    expect(patched.html).toContain("Cadeaubon € 25 — “Genieten” &lt;à la carte&gt; &amp; 🎁");
  });

  it("writes a ready document in one piece instead of one per 2 KB", async () => {
    const { html, writes } = await render(production, page(createElement("ul", null, items)));
    expect(Buffer.byteLength(html)).toBeGreaterThan(8 * 1024);
    expect(writes).toEqual([Buffer.byteLength(html)]);
  });

  it("completes a Suspense boundary that resolves after the shell, as React does", async () => {
    const shellFirst = async (server: Server) => {
      const balance = later();
      const element = page(
        createElement(Suspense, { fallback: createElement("span", null, "…") }, createElement(Slow, { balance })),
      );
      return render(server, element, "shell", balance.arrive);
    };
    const patched = await shellFirst(production);
    expect(patched.html).toBe((await shellFirst(development)).html);
    expect(patched.html).toContain("Saldo € 12,50");
    expect(patched.writes.length).toBeGreaterThan(1);
  });
});

interface Later {
  ready: boolean;
  promise: Promise<void>;
  /** Lets the data arrive: called once the shell went out, so that it never beats the shell. */
  arrive: () => void;
}

/** Data that arrives a moment after the shell went out (not on a timer: a busy machine could let it win). */
function later(): Later {
  let resolve = () => {};
  const balance: Later = {
    ready: false,
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    arrive: () => setTimeout(resolve, 5),
  };
  balance.promise = balance.promise.then(() => {
    balance.ready = true;
  });
  return balance;
}

function Slow({ balance }: { balance: Later }) {
  if (!balance.ready) throw balance.promise;
  return createElement("p", null, "Saldo € 12,50");
}
