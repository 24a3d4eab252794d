/**
 * The benchmark's reference: a bare Remix page (root route only, no loader, no data) served by the
 * same build, runtime, entry and server as the shop. Mounted only when BENCH_BARE_HOST is set.
 */
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { Links, Meta, Scripts } from "@remix-run/react";
import type { RequestHandler } from "express";

function BareRoot() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Bare</title>
        <Meta />
        <Links />
      </head>
      <body>
        <h1>Hello</h1>
        <Scripts />
      </body>
    </html>
  );
}

export function bareBuild(build: ServerBuild): ServerBuild {
  const root = build.assets.routes.root;
  return {
    ...build,
    basename: "/",
    assets: {
      ...build.assets,
      routes: {
        root: {
          ...root,
          hasLoader: false,
          hasAction: false,
          hasClientLoader: false,
          hasClientAction: false,
          hasErrorBoundary: false,
        },
      },
    },
    routes: {
      root: {
        id: "root",
        path: "",
        caseSensitive: undefined,
        index: undefined,
        parentId: undefined,
        module: { default: BareRoot },
      },
    } as unknown as ServerBuild["routes"],
  };
}

/**
 * The bench's memory reading (GET /__memory on the bare page's host): two full collections with a
 * turn of the event loop between them (finalizers of the first run, then their garbage goes), then
 * process.memoryUsage(). Null when the process was not started with --expose-gc (the bench starts it
 * so; nothing else does): a reading that does not depend on when V8 chose to collect.
 */
export async function collectedMemory(): Promise<NodeJS.MemoryUsage | null> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== "function") return null;
  gc();
  await new Promise((resolve) => setTimeout(resolve, 100));
  gc();
  return process.memoryUsage();
}

/**
 * The bench's own host: its bare page, and GET /__memory (collectedMemory; 404 without --expose-gc).
 * Other hosts go on to the shop.
 */
export function benchHost(
  host: string,
  build: ServerBuild | (() => Promise<ServerBuild>),
  language: string,
): RequestHandler {
  const bare = createRequestHandler({
    build: typeof build === "function" ? async () => bareBuild(await build()) : bareBuild(build),
    mode: "production",
    getLoadContext: () => ({ language, nonce: "" }) as never,
  });
  return (req, res, next) => {
    if ((req.headers.host ?? "").split(":")[0] !== host) return next();
    if (req.path !== "/__memory") return bare(req, res, next);
    collectedMemory().then((memory) => (memory ? res.json(memory) : res.sendStatus(404)), next);
  };
}
