/**
 * The server's link prints what Remix's `<Link>` prints — the browser hydrates it with Remix's, so a
 * byte of difference would be a hydration mismatch — for every storefront's basename and every kind of
 * link the shop renders; whatever it does not print itself, Remix's does.
 */
import { type LinkProps, Link as RemixLink } from "@remix-run/react";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { ServerLink } from "./Link";

/** A page of a storefront under `basename`, its root route's data the shell's (ADR 001). */
async function render(basename: string, element: ReactElement): Promise<string> {
  const routes = [{ id: "root", path: "/", loader: () => ({ basename }), element, children: [] }];
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://shop.test${basename === "/" ? "" : basename}/`));
  if (context instanceof Response) throw new Error(`no page: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const LINKS: LinkProps[] = [
  { to: "/" },
  { to: "/cadeaubonnen/" },
  { to: "/cadeaubonnen/bol-com-cadeaukaart/", prefetch: "intent", className: "c-abc" },
  { to: "/cadeaubonnen/?cb_api_giftcard_types=digital", children: "Digitaal" },
  { to: "/cadeaubonnen/2/?q=bol#results" },
  { to: "/zoeken?", children: "leeg" },
  { to: "/saldocheck/#", children: "leeg" },
  { to: "/algemene-voorwaarden/", hidden: true, children: "Voorwaarden" },
  { to: "/helpdesk/", target: "_blank", rel: "noopener", "aria-label": "Help", children: "?" } as LinkProps,
  { to: "/over-ons/", discover: "none", children: "Over ons" },
  { to: "/account/", prefetch: "render", style: { color: "red" }, children: ["Mijn ", "account"] },
  { to: "/blog/a.b/", children: "punt" },
  { to: "/a.html?x=1#y", children: "html" },
  // Printed by Remix's own: relative, dot segments, double slashes, external, reloadDocument, objects.
  { to: "../omhoog/", children: "relatief" },
  { to: "verder/", children: "relatief" },
  { to: "/a/../b/", children: "punten" },
  { to: "/a/./b", children: "punt" },
  { to: "//elders.test/x", children: "extern" },
  { to: "https://elders.test/", children: "extern" },
  { to: "/pdf/", reloadDocument: true, children: "document" },
  { to: { pathname: "/cadeaubonnen/", search: "?p=2" }, children: "object" },
];

describe("the server's link", () => {
  for (const basename of ["/", "/fr", "/ch/fr", "/nl"]) {
    it(`prints Remix's markup under the basename ${basename}`, async () => {
      for (const props of LINKS) {
        const ours = await render(basename, createElement(ServerLink, props));
        const remix = await render(basename, createElement(RemixLink, props));
        expect(ours, JSON.stringify(props)).toBe(remix);
      }
    });
  }

  it("prints the storefront's prefix before the shop's own paths", async () => {
    expect(await render("/fr", createElement(ServerLink, { to: "/cadeaukaarten/" }))).toBe(
      '<a data-discover="true" href="/fr/cadeaukaarten/"></a>',
    );
    expect(await render("/fr", createElement(ServerLink, { to: "/" }))).toBe('<a data-discover="true" href="/fr"></a>');
    expect(await render("/", createElement(ServerLink, { to: "/zoeken/?q=bol" }))).toBe(
      '<a data-discover="true" href="/zoeken/?q=bol"></a>',
    );
  });
});
