/**
 * The redeem shop through the API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): what a
 * checked card may be spent on (the storefront's shop, or a business page's own selection), redeem
 * packages with a custom amount and a note, the amount rules with their bounds in the message, and the
 * price to pay / remaining balance of the basket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueTestCard } from "../../tests/fixtures/cards";
import { backends } from "../../tests/fixtures/db";
import { requestContext, testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { ErrorCode } from "../api/errors";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { createApi } from "../graphql/yoga.server";
import type { Storefront } from "../storefront/storefront";
import { checkIntoSession } from "./session.server";

const { registry, storefronts } = await shippedRegistry();
const be = registry.get("kadoo-be");
const ch = registry.get("giftpass-ch");

const BASKET =
  "basket { packages { id mainProduct { redeemProductId title } mainProductType packageTotals { mainItemAmount { value } promotionAmount { value } } note } totals { total { value } byCards { value } priceToPay { value } remainingBalance { value currency } } needsAddress }";
const RESULT = `status errors { message code referencedRequestParameter } balance { value currency } page { key companyName title } ${BASKET}`;
const PRODUCTS = `query($userData: UserDataInput!, $page: Int, $context: RedeemContextInput) {
  redeemProducts(userData: $userData, page: $page, context: $context) {
    total pageCount errors { code }
    items { id title mainProductType variations { variationType }
      redeemData { minimumAvailableCustomAmount { value } maximumAvailableCustomAmount { value } minimumRemainingBalance { value } promotionPercent }
      giftCardBrand { iframeUrl externalProductLink { title url } } } } }`;
const ADD = `mutation($userData: UserDataInput!, $input: RedeemPackageInput!) { addRedeemPackage(userData: $userData, input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($userData: UserDataInput!, $id: String!, $input: RedeemPackageInput!) { updateRedeemPackage(userData: $userData, packageId: $id, input: $input) { ${RESULT} } }`;
const REMOVE = `mutation($userData: UserDataInput!, $id: String!) { removeRedeemPackage(userData: $userData, packageId: $id) { ${RESULT} } }`;

describe.each(backends())("redeem shop on $name", (backend) => {
  let handle: DatabaseHandle;
  let services: ReturnType<typeof testServices>["services"];
  let api: ReturnType<typeof createApi>;
  let serial = 0;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be" || s.code === "giftpass-ch"),
    );
    services = testServices(handle.db, registry).services;
    api = createApi({ db: handle.db, registry, introspection: false, services, logErrors: (e) => console.error(e) });
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A checked card's redeem token (a card of the business page when `page` is given). */
  async function session(sf: Storefront, value: number, page?: string) {
    serial += 1;
    const card = await issueTestCard(handle.db, sf, value);
    if (page) {
      const row = await handle.db
        .selectFrom("redeem_pages")
        .select("id")
        .where("store_id", "=", sf.storeId)
        .where("page_key", "=", page)
        .executeTakeFirstOrThrow();
      await handle.db
        .updateTable("giftcards")
        .set({ redeem_page_id: row.id })
        .where("number", "=", card.number)
        .execute();
    }
    const opened = await checkIntoSession(
      { db: handle.db, limits: services.limits, tokens: services.redeemTokens },
      sf,
      { number: card.number, pin: card.pin, address: `10.7.${serial}.1` },
    );
    if (!opened.ok) throw new Error(JSON.stringify(opened.error));
    return opened.token;
  }

  async function call(
    sf: Storefront,
    query: string,
    variables: Record<string, unknown>,
    token: string | null,
    language = sf.defaultLanguage,
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the JSON it asked for
  ): Promise<any> {
    const userData = { language, storeID: sf.storeId, countryCode: sf.country, redeemToken: token };
    const response = await api.fetch(
      "http://internal/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables: { userData, ...variables } }),
      },
      requestContext(handle.db, sf),
    );
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  it("lists the storefront's shop in pages, with redeemData and brand data; the token may come encoded in the context", async () => {
    const token = await session(be, 60);
    const first = await call(be, PRODUCTS, { page: 1 }, token);
    const { items, total, pageCount } = first.redeemProducts;
    expect(total).toBeGreaterThan(16);
    expect(pageCount).toBe(Math.ceil(total / 16));
    expect(items).toHaveLength(16);
    expect(items.some((p: { giftCardBrand: unknown }) => p.giftCardBrand)).toBe(true);
    for (const p of items) {
      expect(p.redeemData.minimumAvailableCustomAmount.value).toBeGreaterThan(0);
      expect(p.redeemData.maximumAvailableCustomAmount.value).toBeGreaterThanOrEqual(
        p.redeemData.minimumAvailableCustomAmount.value,
      );
    }
    const encoded = Buffer.from(token).toString("base64url");
    const viaContext = await call(be, PRODUCTS, { page: 2, context: { encodedRedeemToken: encoded } }, null);
    expect(viaContext.redeemProducts.errors).toEqual([]);
    expect(viaContext.redeemProducts.items[0].id).not.toBe(items[0].id);
    const none = await call(be, PRODUCTS, { page: 1 }, null);
    expect(none.redeemProducts.errors).toEqual([{ code: ErrorCode.RedeemTokenInvalid }]);
  });

  it("a business page's card sees that page's selection only, and its page", async () => {
    const token = await session(be, 40, "northwind");
    const { redeemProducts } = await call(be, PRODUCTS, {}, token);
    expect(redeemProducts.total).toBe(8);
    const shop = await call(be, PRODUCTS, {}, await session(be, 40));
    const own = new Set(shop.redeemProducts.items.map((p: { id: number }) => p.id));
    expect(redeemProducts.items.every((p: { id: number }) => !own.has(p.id))).toBe(true);
    const storefrontProduct = shop.redeemProducts.items[0];
    const refused = await call(
      be,
      ADD,
      { input: { redeemProductId: storefrontProduct.id, deliveryType: "digital", amount: 10, note: null } },
      token,
    );
    expect(refused.addRedeemPackage.errors).toEqual([
      expect.objectContaining({ code: ErrorCode.NoRedeemData, referencedRequestParameter: "redeemProductId" }),
    ]);
  });

  it("packages with a custom amount and a note: price to pay and remaining balance follow; the rules answer with their bounds", async () => {
    const token = await session(be, 60);
    const { redeemProducts } = await call(be, PRODUCTS, {}, token);
    const product = redeemProducts.items.find(
      (p: {
        mainProductType: string;
        variations: { variationType: string }[];
        redeemData: { minimumAvailableCustomAmount: { value: number } };
      }) =>
        p.mainProductType === "GIFTCARD" &&
        p.variations.some((x) => x.variationType === "digital") &&
        p.redeemData.minimumAvailableCustomAmount.value <= 10,
    );
    const keep = product.redeemData.minimumRemainingBalance.value;
    const added = await call(
      be,
      ADD,
      { input: { redeemProductId: product.id, deliveryType: "digital", amount: 30, note: "Veel plezier!" } },
      token,
    );
    const basket = added.addRedeemPackage.basket;
    expect(added.addRedeemPackage.errors).toEqual([]);
    expect(basket.packages).toEqual([expect.objectContaining({ mainProductType: "GIFTCARD", note: "Veel plezier!" })]);
    expect(basket.totals).toEqual({
      total: { value: 30 },
      byCards: { value: 30 },
      priceToPay: { value: 0 },
      remainingBalance: { value: 30, currency: "EUR" },
    });

    // 28 would leave 2 on the card: below the minimum, so the message names the bounds.
    const tooMuch = 60 - 30 - (keep - 1);
    const refused = await call(
      be,
      ADD,
      { input: { redeemProductId: product.id, deliveryType: "digital", amount: tooMuch, note: null } },
      token,
    );
    expect(refused.addRedeemPackage.errors[0]).toMatchObject({
      code: ErrorCode.InvalidInput,
      referencedRequestParameter: "amount",
    });
    expect(refused.addRedeemPackage.errors[0].message).toMatch(new RegExp(`€\\s${keep}\\b`));
    expect(refused.addRedeemPackage.errors[0].message).toMatch(/€\s30\b/);

    // More than the balance: the rest is paid with a payment method.
    const upd = await call(
      be,
      UPDATE,
      {
        id: basket.packages[0].id,
        input: { redeemProductId: product.id, deliveryType: "digital", amount: 75.5, note: null },
      },
      token,
    );
    const max = product.redeemData.maximumAvailableCustomAmount.value;
    if (max >= 75.5) {
      expect(upd.updateRedeemPackage.basket.totals).toMatchObject({
        priceToPay: { value: 15.5 },
        remainingBalance: { value: 0, currency: "EUR" },
      });
    } else {
      expect(upd.updateRedeemPackage.errors[0].referencedRequestParameter).toBe("amount");
    }

    const note = await call(
      be,
      ADD,
      { input: { redeemProductId: product.id, deliveryType: "digital", amount: 10, note: "x".repeat(161) } },
      token,
    );
    expect(note.addRedeemPackage.errors).toEqual([
      expect.objectContaining({ code: ErrorCode.NoteLength, referencedRequestParameter: "note" }),
    ]);
    const emoji = await call(
      be,
      ADD,
      { input: { redeemProductId: product.id, deliveryType: "digital", amount: 10, note: "Proost 🎉" } },
      token,
    );
    expect(emoji.addRedeemPackage.errors[0].referencedRequestParameter).toBe("note");

    const removed = await call(be, REMOVE, { id: basket.packages[0].id }, token);
    expect(removed.removeRedeemPackage.basket.packages).toEqual([]);
  });

  it("giftpass-ch in French: amounts in CHF, titles in French, messages in French", async () => {
    const token = await session(ch, 100);
    const { redeemProducts } = await call(ch, PRODUCTS, {}, token, "fr");
    const product = redeemProducts.items.find((p: { mainProductType: string }) => p.mainProductType === "GIFTCARD");
    const refused = await call(
      ch,
      ADD,
      {
        input: {
          redeemProductId: product.id,
          deliveryType: product.variations[0].variationType,
          amount: 100000,
          note: null,
        },
      },
      token,
      "fr",
    );
    expect(refused.addRedeemPackage.errors[0].message).toMatch(/^Choisissez un montant entre .*CHF.* et .*CHF/);
  });
});
