/**
 * The benchmark's reference: a bare Remix page (root route only, no loader, no data) served by the
 * same build, runtime, entry and server as the shop. Mounted only when BENCH_BARE_HOST is set.
 */
import type { ServerBuild } from "@remix-run/node";
import { Links, Meta, Scripts } from "@remix-run/react";

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
