/**
 * Business quote requests through the API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set):
 * a request is stored with the storefront's number, status `new` and the page language, and both mails
 * are in the outbox (the acknowledgement to the requester in the page language, the notification to
 * the storefront's sales inbox); a bad VAT number gets its message and nothing is stored; another
 * storefront counts its own numbers; the product form's product must be this storefront's; the human
 * check is needed; requests per address are limited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiShopper, ERR, kv, type Shopper } from "../../tests/fixtures/api-shopper";
import { solvedCaptcha } from "../../tests/fixtures/captcha";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { ErrorCode } from "../api/errors";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { createApi } from "../graphql/yoga.server";
import type { Storefront } from "../storefront/storefront";

const { registry, storefronts } = await shippedRegistry();
const be = registry.get("kadoo-be");
const uk = registry.get("giftpass-uk");

const REQUEST = `mutation($userData: UserDataInput!, $fields: [KeyValue!]!) {
  requestQuote(userData: $userData, fields: $fields) { status quoteNumber quoteId ${ERR} } }`;
const RECEIPT = `query($userData: UserDataInput!, $quoteId: ID!) { quoteReceipt(userData: $userData, quoteId: $quoteId) { quoteNumber email } }`;

const REQUEST_FIELDS = {
  message: "50 cadeaubonnen voor ons personeel, digitaal geleverd.",
  remark: "Graag voor 15 december.",
  quantity: "50",
  cardValue: "25",
  product: "",
  companyName: "Bakkerij Peeters BV",
  vatNumber: "be 0123.456.789",
  kvkNumber: "0123456789",
  referenceNumber: "HR-2026-12",
  invoiceEmail: "facturen@peeters.example",
  firstName: "Saar",
  lastName: "Peeters",
  email: "saar@peeters.example",
  phoneNumber: "",
};

describe.each(backends())("quote requests on $name", (backend) => {
  let handle: DatabaseHandle;
  let services: ReturnType<typeof testServices>["services"];
  let shopper: Shopper;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be" || s.code === "giftpass-uk"),
    );
    services = testServices(handle.db, registry).services;
    const api = createApi({
      db: handle.db,
      registry,
      introspection: false,
      services,
      logErrors: (e) => console.error(e),
    });
    shopper = apiShopper(api, handle.db, be);
  });
  afterAll(() => handle?.close());

  const ask = async (fields: Record<string, string>, sf: Storefront = be) =>
    (
      await shopper.call(
        REQUEST,
        { fields: kv({ ...fields, captchaToken: await solvedCaptcha(services.captcha) }) },
        sf,
      )
    ).requestQuote;
  const quotesOf = (sf: Storefront) =>
    handle.db.selectFrom("quotes").selectAll().where("store_id", "=", sf.storeId).orderBy("seq").execute();
  const mailsOf = (sf: Storefront) =>
    handle.db
      .selectFrom("mail_outbox")
      .select(["kind", "to_address", "subject", "text_body"])
      .where("store_id", "=", sf.storeId)
      .where("kind", "like", "quote-%")
      .orderBy("id")
      .execute();

  it("a request is stored with the storefront's number and both mails are in the outbox", async () => {
    const answer = await ask(REQUEST_FIELDS);
    expect(answer).toMatchObject({ status: true, quoteNumber: "Q95-000001", errors: [] });
    const [quote] = await quotesOf(be);
    expect(quote).toMatchObject({
      number: "Q95-000001",
      status: "new",
      language: "nl",
      company_name: "Bakkerij Peeters BV",
      // The VAT number in its canonical form.
      vat_number: "BE0123456789",
      reference_number: "HR-2026-12",
      quantity: 50,
      email: "saar@peeters.example",
    });
    expect(Number(quote.card_value)).toBe(25);
    const mails = await mailsOf(be);
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ["quote-acknowledgement", "saar@peeters.example"],
      ["quote-sales", be.business.salesEmail],
    ]);
    // The acknowledgement in the page language (Dutch), with the number and the promise of spec §1.
    expect(mails[0].subject).toBe("Je offerteaanvraag Q95-000001");
    expect(mails[0].text_body).toContain("Je ontvangt onze offerte binnen een uur");
    expect(mails[1].subject).toBe("Nieuwe offerteaanvraag Q95-000001 van Bakkerij Peeters BV");
    expect(mails[1].text_body).toContain("BE0123456789");
    // The thank-you page reads it back by its public id, in this storefront only.
    const receipt = await shopper.call(RECEIPT, { quoteId: answer.quoteId });
    expect(receipt.quoteReceipt).toEqual({ quoteNumber: "Q95-000001", email: "saar@peeters.example" });
    expect((await shopper.call(RECEIPT, { quoteId: answer.quoteId }, uk)).quoteReceipt).toBeNull();
  });

  it("a bad VAT number gets its message and nothing is stored", async () => {
    const before = (await quotesOf(be)).length;
    const mailsBefore = (await mailsOf(be)).length;
    const answer = await ask({ ...REQUEST_FIELDS, vatNumber: "BE12345" });
    expect(answer).toEqual({
      status: false,
      quoteNumber: null,
      quoteId: null,
      errors: [
        {
          message: "Vul een geldig btw-nummer in, bijvoorbeeld BE0123456789",
          code: ErrorCode.InvalidInput,
          referencedRequestParameter: "vatNumber",
        },
      ],
    });
    expect(await quotesOf(be)).toHaveLength(before);
    expect(await mailsOf(be)).toHaveLength(mailsBefore);
  });

  it("another storefront counts its own numbers", async () => {
    const answer = await ask(
      { ...REQUEST_FIELDS, vatNumber: "GB123456789", message: "Gift cards for our staff", remark: "Before Christmas" },
      uk,
    );
    expect(answer).toMatchObject({ status: true, quoteNumber: `Q${uk.storeId}-000001` });
    expect((await ask(REQUEST_FIELDS)).quoteNumber).toBe("Q95-000002");
    const ukMails = await mailsOf(uk);
    expect(ukMails.map((m) => m.to_address)).toEqual(["saar@peeters.example", uk.business.salesEmail]);
    expect(ukMails[0].subject).toBe(`Your quote request Q${uk.storeId}-000001`);
  });

  it("the product form's product: this storefront's is named in the mails, another's is refused", async () => {
    const product = await handle.db
      .selectFrom("products")
      .select("slug")
      .where("store_id", "=", be.storeId)
      .where("slug", "=", "apple-gift-card")
      .executeTakeFirstOrThrow();
    const answer = await ask({ ...REQUEST_FIELDS, product: product.slug });
    expect(answer.status).toBe(true);
    const sales = (await mailsOf(be)).filter((m) => m.kind === "quote-sales").at(-1);
    expect(sales?.text_body).toContain("Apple Gift Card");
    const stored = await handle.db
      .selectFrom("quotes")
      .select("product_id")
      .where("number", "=", answer.quoteNumber)
      .executeTakeFirstOrThrow();
    expect(stored.product_id).not.toBeNull();
    const other = await ask({ ...REQUEST_FIELDS, product: "no-such-card" });
    expect(other.errors).toEqual([expect.objectContaining({ code: ErrorCode.QuoteProductUnknown })]);
  });

  it("without the human check nothing is stored", async () => {
    const before = (await quotesOf(be)).length;
    const answer = (await shopper.call(REQUEST, { fields: kv({ ...REQUEST_FIELDS, captchaToken: "forged" }) }))
      .requestQuote;
    expect(answer.errors).toEqual([expect.objectContaining({ code: ErrorCode.CaptchaFailed })]);
    expect(await quotesOf(be)).toHaveLength(before);
  });

  it("requests per address are limited", async () => {
    // Three of kadoo-be's five per hour are used above (the refused product and human check count none).
    expect((await ask(REQUEST_FIELDS)).status).toBe(true);
    expect((await ask(REQUEST_FIELDS)).status).toBe(true);
    const before = (await quotesOf(be)).length;
    const refused = await ask(REQUEST_FIELDS);
    expect(refused.errors).toEqual([expect.objectContaining({ code: ErrorCode.QuoteRateLimited })]);
    expect(await quotesOf(be)).toHaveLength(before);
  });
});
