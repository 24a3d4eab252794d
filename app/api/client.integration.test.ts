/**
 * The loaders' in-process API client: a shared page's queries are answered once per storefront,
 * language and arguments from the read cache (ADR 042); personal pages and mutations are executed
 * every time.
 */

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { digitalVariation } from "../../tests/fixtures/api-shopper";
import { backends } from "../../tests/fixtures/db";
import { requestContext, testApi } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { cookieName, readCookie } from "../accounts/session.server";
import { ADD } from "../basket/add.server";
import { CART } from "../basket/queries.server";
import { PRODUCTS } from "../catalog/queries.server";
import type { DatabaseHandle } from "../db/db.server";
import { ReadCache } from "../db/read-cache.server";
import { seedDatabase } from "../db/seed/seed.server";
import { RESET } from "../redeem/api-docs.server";
import { VISITOR } from "../shell/visitor";
import type { Storefront } from "../storefront/storefront";
import { type ApiClient, ApiRequestError, createApiClient } from "./client.server";
import { graphql } from "./generated/server";

const { storefronts, registry } = await shippedRegistry();
const kadooBe = registry.get("kadoo-be");
const giftpassCh = registry.get("giftpass-ch");
const FIRST_PAGE = { paging: { itemsPerPage: 4, pageNumber: 1 } };

describe.each(backends())("in-process API client on $name", (backend) => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(handle.db, storefronts);
    api = testApi(handle.db, registry);
  });
  afterAll(() => handle?.close());

  /** A client as server.ts makes it, and a count of the API executions it causes. */
  function client(
    storefront: Storefront,
    sharedReads: ReadCache | null,
    language = storefront.defaultLanguage,
    token: string | null = null,
  ) {
    const context = requestContext(handle.db, storefront, token);
    const executions = vi.spyOn(api, "getEnveloped");
    executions.mockClear();
    const made: ApiClient = createApiClient(api, {
      ...context,
      language,
      pathname: "/",
      sharedReads,
    });
    return { api: made, executions, context };
  }

  /** The same document executed by graphql-js, as the API executes a browser's request (ADR 054). */
  async function byGraphqlJs<T>(context: ReturnType<typeof requestContext>, document: string, variables: object) {
    const { parse, execute, contextFactory, schema } = api.getEnveloped({ ...context, redeemToken: null } as never);
    const userData = { language: "nl", storeID: context.storefront.storeId, countryCode: context.storefront.country };
    const result = await execute({
      schema,
      document: parse(document),
      variableValues: { userData, ...variables },
      contextValue: await contextFactory(),
    });
    return (result as { data: T }).data;
  }

  it("answers a shared page's repeated query once, frozen, for every visitor of the storefront", async () => {
    const cache = new ReadCache();
    const first = client(kadooBe, cache);
    const a = await first.api.request(PRODUCTS, FIRST_PAGE);
    const second = client(kadooBe, cache);
    const b = await second.api.request(PRODUCTS, FIRST_PAGE);
    expect(second.executions).not.toHaveBeenCalled();
    expect(b).toBe(a);
    expect(a.products.items).toHaveLength(4);
    // A loader that changed the answer in place would change the next visitor's page: it fails instead.
    expect(() => {
      (a.products.items[0] as { title: string }).title = "changed";
    }).toThrow(TypeError);
  });

  it("keeps storefronts, languages and arguments apart", async () => {
    const cache = new ReadCache();
    const belgian = await client(kadooBe, cache).api.request(PRODUCTS, FIRST_PAGE);
    const swiss = client(giftpassCh, cache);
    const swissAnswer = await swiss.api.request(PRODUCTS, FIRST_PAGE);
    expect(swiss.executions).toHaveBeenCalledTimes(1);
    expect(swissAnswer.products.items.map((p) => p.id)).not.toEqual(belgian.products.items.map((p) => p.id));

    const french = client(giftpassCh, cache, "fr");
    const frenchAnswer = await french.api.request(PRODUCTS, FIRST_PAGE);
    expect(french.executions).toHaveBeenCalledTimes(1);
    expect(frenchAnswer).not.toBe(swissAnswer);

    const secondPage = client(kadooBe, cache);
    const page2 = await secondPage.api.request(PRODUCTS, { paging: { itemsPerPage: 4, pageNumber: 2 } });
    expect(secondPage.executions).toHaveBeenCalledTimes(1);
    expect(page2.products.items[0].id).not.toBe(belgian.products.items[0].id);
  });

  it("reads again once the catalogue changed (the read cache emptied)", async () => {
    const cache = new ReadCache();
    await client(kadooBe, cache).api.request(PRODUCTS, FIRST_PAGE);
    cache.clear();
    const after = client(kadooBe, cache);
    await after.api.request(PRODUCTS, FIRST_PAGE);
    expect(after.executions).toHaveBeenCalledTimes(1);
  });

  it("executes a personal page's queries and every mutation each time", async () => {
    const personal = client(kadooBe, null);
    const a = await personal.api.request(PRODUCTS, FIRST_PAGE);
    const b = await personal.api.request(PRODUCTS, FIRST_PAGE);
    expect(personal.executions).toHaveBeenCalledTimes(2);
    expect(b).not.toBe(a);
    expect(Object.isFrozen(a)).toBe(false);

    const shared = client(kadooBe, new ReadCache());
    await shared.api.request(RESET);
    await shared.api.request(RESET);
    expect(shared.executions).toHaveBeenCalledTimes(2);
  });

  it("executes the code's documents compiled, answering as graphql-js does (ADR 054)", async () => {
    const variation = await digitalVariation(handle.db, kadooBe, "apple-gift-card");
    const page = client(kadooBe, null);
    await page.api.request(ADD, { input: { variationId: variation.id, amount: variation.amount, quantity: 2 } });
    // The basket's packages name their item by its kind (fragments on an interface), nulls included.
    const compiled = await page.api.request(CART, {});
    const reference = await byGraphqlJs<typeof compiled>(page.context, CART.toString(), {});
    expect(compiled.cart.order?.itemCount).toBe(2);
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(JSON.parse(JSON.stringify(reference)));
    // graphql-js answers with objects without a prototype; the compiled function with plain ones.
    expect(Object.getPrototypeOf(reference.cart)).toBeNull();
    expect(Object.getPrototypeOf(compiled.cart)).toBe(Object.prototype);
    // A field asked for on a condition: left out, then given, by the variable.
    const WITH_COUNT = graphql(`
      query visitorAndCount($userData: UserDataInput!, $count: Boolean!) {
        cartQuantity(userData: $userData) @include(if: $count) { cart { qty } }
        getUserInfo(userData: $userData) { user { mainProfile { email } } }
      }
    `);
    expect(await page.api.request(WITH_COUNT, { count: false })).toEqual({ getUserInfo: { user: null } });
    expect(await page.api.request(WITH_COUNT, { count: true })).toEqual({
      cartQuantity: { cart: { qty: 2 } },
      getUserInfo: { user: null },
    });
  });

  it("masks an unexpected resolver error as the API does, and logs it (compiled documents too)", async () => {
    const variation = await digitalVariation(handle.db, kadooBe, "apple-gift-card");
    const page = client(kadooBe, null);
    await page.api.request(ADD, { input: { variationId: variation.id, amount: variation.amount, quantity: 1 } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const reads = vi.spyOn(handle.db, "selectFrom").mockImplementation(() => {
      throw new Error("connection reset by the database");
    });
    try {
      const failure = await page.api.request(CART, {}).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiRequestError);
      // What a loader (and its error page) sees is the API's generic message, never the cause.
      expect((failure as ApiRequestError).message).toBe("Unexpected error.");
      expect(
        logged.mock.calls.some(([label, error]) => label === "API" && String(error).includes("connection reset")),
      ).toBe(true);
    } finally {
      reads.mockRestore();
      logged.mockRestore();
    }
  });

  it("reads a page's basket once for the header's count and the basket, and anew after a mutation", async () => {
    const variation = await digitalVariation(handle.db, kadooBe, "apple-gift-card");
    const input = { variationId: variation.id, amount: variation.amount, quantity: 1 };
    const page = client(kadooBe, null);
    expect((await page.api.request(ADD, { input })).addGiftcardPackage.order?.itemCount).toBe(1);

    const selects = vi.spyOn(handle.db, "selectFrom");
    const basketReads = () => selects.mock.calls.filter(([table]) => table === "carts").length;
    // The root loader's visitor and the basket page's loader ask at once, as Remix runs them.
    const [visitor, basket] = await Promise.all([page.api.request(VISITOR), page.api.request(CART, {})]);
    expect(visitor.cartQuantity.cart.qty).toBe(1);
    expect(basket.cart.order?.itemCount).toBe(1);
    expect(basketReads()).toBe(1);

    // A form post's action changes the basket; the loaders after it in the same request see the change.
    await page.api.request(ADD, { input });
    const reads = basketReads();
    expect((await page.api.request(VISITOR)).cartQuantity.cart.qty).toBe(2);
    expect((await page.api.request(CART, {})).cart.order?.itemCount).toBe(2);
    expect(basketReads()).toBe(reads + 1);
    selects.mockRestore();
  });

  it("reads a returning visitor's session and basket in one query, and only the session's own basket", async () => {
    const variation = await digitalVariation(handle.db, kadooBe, "apple-gift-card");
    const input = { variationId: variation.id, amount: variation.amount, quantity: 2 };
    const first = client(kadooBe, null);
    await first.api.request(ADD, { input });
    const token = first.context.cookies.map((c) => readCookie(c, cookieName(kadooBe.storeId))).find(Boolean) ?? null;
    expect(token).not.toBeNull();

    const queries = vi.spyOn(handle.db.getExecutor(), "executeQuery");
    const sessionOrBasket = () =>
      queries.mock.calls.filter(([query]) => /"(sessions|carts)"/.test(query.sql)).map(([query]) => query.sql);
    try {
      // The next request of that visitor: the root loader's visitor and the basket page's loader at once.
      const page = client(kadooBe, null, undefined, token);
      const [visitor, basket] = await Promise.all([page.api.request(VISITOR), page.api.request(CART, {})]);
      expect(visitor.cartQuantity.cart.qty).toBe(2);
      expect(basket.cart.order?.itemCount).toBe(2);
      expect(sessionOrBasket()).toHaveLength(1);

      // A session without a basket (another visitor's cookie is not this one's): an empty basket, one query.
      const other = client(kadooBe, null);
      await other.context.session.ensure();
      const fresh = other.context.cookies.map((c) => readCookie(c, cookieName(kadooBe.storeId))).find(Boolean) ?? null;
      queries.mockClear();
      const stranger = client(kadooBe, null, undefined, fresh);
      expect((await stranger.api.request(VISITOR)).cartQuantity.cart.qty).toBe(0);
      expect(sessionOrBasket()).toHaveLength(1);
    } finally {
      queries.mockRestore();
    }
  });
});
