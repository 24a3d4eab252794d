/**
 * The pages the bench measures: fixed catalogue pages of several storefronts, a product (and its
 * locations) found on the running shop, and the pages of a shopper with a session — basket and checkout
 * after the checkout's first steps, the recipient's redeem pages — plus the catalogue pages as that
 * shopper requests them (with the basket's cookies, served from the page cache: ADR 027).
 */

import { BELGIAN_BILLING, belgianDetails } from "./checkout-forms";
import type { Client } from "./http";
import { redeemTargets } from "./redeem";
import { BARE_HOST } from "./server";

export type Kind =
  | "bare"
  | "home"
  | "list"
  | "product"
  | "category"
  | "locations"
  | "balance check"
  | "basket"
  | "checkout"
  | "redeem";

export interface Target {
  name: string;
  kind: Kind;
  host: string;
  path: string;
  /** Headers of a visitor with a session. */
  headers?: Record<string, string>;
}

export const BARE: Target = { name: "bare Remix page", kind: "bare", host: BARE_HOST, path: "/" };

const FIXED: Target[] = [
  { name: "home kadoo-be (nl)", kind: "home", host: "localhost", path: "/" },
  { name: "home giftpass-ch (fr)", kind: "home", host: "giftpass-ch.localhost", path: "/fr/" },
  { name: "home choice-uk (en)", kind: "home", host: "choice-uk.localhost", path: "/" },
  { name: "list kadoo-be", kind: "list", host: "localhost", path: "/cadeaubonnen/" },
  { name: "list p2 giftpass-ch (fr)", kind: "list", host: "giftpass-ch.localhost", path: "/fr/cadeaukaarten/2/" },
  {
    name: "list filtered choice-uk",
    kind: "list",
    host: "choice-uk.localhost",
    path: "/cadeaukaarten/?cb_api_giftcard_types=digital",
  },
  { name: "category giftpass-de", kind: "category", host: "giftpass-de.localhost", path: "/categorie/restaurants/" },
  { name: "balance check kadoo-be", kind: "balance check", host: "localhost", path: "/saldocheck/" },
];

/** The first product slug a list page links to (its filter narrows to products with locations). */
async function firstProduct(client: Client, host: string, list: string): Promise<string[]> {
  const html = (await client.get(host, `${list}?cb_api_giftcard_categories=restaurants`)).body.toString("utf8");
  return [...new Set([...html.matchAll(new RegExp(`href="${list}([a-z0-9-]+)/"`, "g"))].map((m) => m[1]))];
}

/** Pages found on the running shop: a product (and its locations) of kadoo-be, choice-uk and giftpass-ch. */
async function discovered(client: Client): Promise<Target[]> {
  const found: Target[] = [];
  for (const [code, host, list, withLocations] of [
    ["kadoo-be", "localhost", "/cadeaubonnen/", true],
    ["giftpass-ch (fr)", "giftpass-ch.localhost", "/fr/cadeaukaarten/", false],
    ["choice-uk", "choice-uk.localhost", "/cadeaukaarten/", true],
  ] as const) {
    const slugs = await firstProduct(client, host, list);
    if (!slugs.length) continue;
    found.push({ name: `product ${code}`, kind: "product", host, path: `${list}${slugs[0]}/` });
    if (!withLocations) continue;
    // The first of them with locations gives the locations page (the only page with a map).
    for (const slug of slugs) {
      const pdp = (await client.get(host, `${list}${slug}/`)).body.toString("utf8");
      if (pdp.includes(`${list}${slug}/locaties/`)) {
        found.push({ name: `locations ${code}`, kind: "locations", host, path: `${list}${slug}/locaties/` });
        break;
      }
    }
  }
  return found;
}

/** A basket (2 cards for 2 receivers) on kadoo-be taken to the payment step; its cookies, or "". */
async function checkoutCookie(client: Client): Promise<string> {
  const cookie = await client.postForm("localhost", "/cadeaubonnen/apple-gift-card/", {
    deliveryType: "digital",
    amount: "25",
    quantity: "1",
    sendTo: "others",
    "receivers[0].name": "Jan",
    "receivers[0].email": "jan@example.be",
    "receivers[0].confirmEmail": "jan@example.be",
    "receivers[1].name": "Els",
    "receivers[1].email": "els@example.be",
    "receivers[1].confirmEmail": "els@example.be",
  });
  if (!cookie) return "";
  const details = belgianDetails();
  await client.postForm("localhost", "/bestellen/", details, cookie);
  const billing = BELGIAN_BILLING;
  await client.postForm("localhost", "/bestellen/", billing, cookie);
  return cookie;
}

/** A card put in giftpass-ch's basket from its French product page; the basket's cookies, or "". */
function basketCookie(client: Client, product: Target): Promise<string> {
  return client.postForm(product.host, product.path, {
    deliveryType: "digital",
    amount: "25",
    quantity: "1",
    sendTo: "others",
    "receivers[0].name": "Léa",
    "receivers[0].email": "lea@example.ch",
    "receivers[0].confirmEmail": "lea@example.ch",
  });
}

export interface Targets {
  /** Catalogue and content pages without cookies. */
  pages: Target[];
  /** Basket, checkout and redeem pages with the shopper's session. */
  personal: Target[];
  /** home, list and product of kadoo-be and giftpass-ch (fr) with the cookies of a basket there. */
  withBasket: Target[];
}

export async function findTargets(client: Client): Promise<Targets> {
  const pages = [...FIXED, ...(await discovered(client))];
  const personal: Target[] = [];
  const withBasket: Target[] = [];
  const cookie = await checkoutCookie(client);
  if (cookie) {
    personal.push(
      { name: "basket kadoo-be", kind: "basket", host: "localhost", path: "/winkelmandje/", headers: { cookie } },
      {
        name: "checkout (details) kadoo-be",
        kind: "checkout",
        host: "localhost",
        path: "/bestellen/?step=details",
        headers: { cookie },
      },
      {
        name: "checkout (payment) kadoo-be",
        kind: "checkout",
        host: "localhost",
        path: "/bestellen/?step=payment",
        headers: { cookie },
      },
    );
  }
  for (const t of await redeemTargets({ port: client.port, agent: client.agent }))
    personal.push({ ...t, kind: t.path.includes("inwisselen") ? "redeem" : "balance check" });
  const giftpassProduct = pages.find((t) => t.name === "product giftpass-ch (fr)");
  const giftpassCookie = giftpassProduct ? await basketCookie(client, giftpassProduct) : "";
  for (const t of pages) {
    const store = t.host === "localhost" ? cookie : t.host === "giftpass-ch.localhost" ? giftpassCookie : "";
    const basketPage = t.kind === "home" || t.kind === "list" || t.kind === "product";
    if (store && basketPage) withBasket.push({ ...t, name: `${t.name} + basket`, headers: { cookie: store } });
  }
  return { pages, personal, withBasket };
}
