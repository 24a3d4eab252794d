/** Shopper steps shared by the purchase and account e2e tests: basket, guest checkout, payment, outbox. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, open, PORT } from "./fixtures";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The catalog text of a message in a language (the exact message the page must show). */
export function translated(language: string, id: string): string {
  for (const file of ["messages", "shop"]) {
    const po = readFileSync(path.join(ROOT, "translations", language, `${file}.po`), "utf8");
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const m = new RegExp(`msgid "${escaped}"\\nmsgstr ((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)`).exec(po);
    if (m) return [...m[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((x) => x[1].replace(/\\"/g, '"')).join("");
  }
  throw new Error(`no message ${id} in ${language}`);
}

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

export async function outbox(page: Page): Promise<Mail[]> {
  // The request context's pooled connection may be one the server just closed after its keep-alive
  // timeout (5 s idle: a journey's payment and pages since the last read): the read then meets
  // ECONNRESET. A GET is safe to send again on a fresh connection, as a browser does.
  const response = await page.request.get(`http://127.0.0.1:${PORT}/__outbox/messages.json`, { maxRetries: 2 });
  return (await response.json()) as Mail[];
}

/** A product of the storefront with the given variation type, through its API. */
export async function findProduct(
  page: Page,
  code: string,
  userData: { language: string; storeID: number; countryCode: string },
  type: "digital" | "physical",
): Promise<string> {
  const response = await page.request.post(`http://127.0.0.1:${PORT}/graphql`, {
    headers: { host: `${code}.localhost:${PORT}`, "content-type": "application/json" },
    data: {
      query: `query($userData: UserDataInput!) { products(userData: $userData, paging: { itemsPerPage: 100, pageNumber: 1 }) {
        items { path productType ... on GiftcardProduct { variationsToShow } } } }`,
      variables: { userData },
    },
  });
  const items = (await response.json()).data.products.items as {
    path: string;
    productType: string;
    variationsToShow: string[];
  }[];
  const hit = items.find(
    (p) => p.productType !== "DONATION" && p.productType !== "GIFTCARD_BLANK" && p.variationsToShow?.[0] === type,
  );
  if (!hit) throw new Error(`no ${type} product on ${code}`);
  return hit.path;
}

/** The first amount the product offers, or the given fixed value. */
export async function chooseAmount(page: Page, value?: number) {
  const fixed = page.locator('[data-add-form] input[name="amount"][type="radio"]');
  if (value !== undefined) await fixed.and(page.locator(`[value="${value}"]`)).check({ force: true });
  else if (await fixed.count()) await fixed.first().check({ force: true });
  else
    await page.locator("[data-amount]").fill(
      await page
        .locator("[data-amount]")
        .getAttribute("min")
        .then((v) => v ?? "10"),
    );
}

type AddOptions = { receivers?: { name: string; email: string }[]; quantity?: number; amount?: number };

export async function addToBasket(page: Page, url: string, options: AddOptions = {}) {
  await open(page, url);
  await addShownProduct(page, options);
}

/** Adds the product of the product page that is open to the basket. */
export async function addShownProduct(page: Page, options: AddOptions = {}) {
  await expect(page.locator("[data-add-form]")).toBeVisible();
  // The form hydrates after the page, once its code is there: a radio checked before that stays the
  // browser's alone (React never opens the receivers). Where scripts run, wait until React listens.
  await page.waitForFunction(
    () => !("__remixContext" in window) || document.querySelector("[data-add-form][data-ready]") !== null,
  );
  await chooseAmount(page, options.amount);
  if (options.quantity) await page.locator("[data-quantity]").fill(String(options.quantity));
  if (options.receivers) {
    await page.locator("[data-send-to-others]").check();
    for (const [i, r] of options.receivers.entries()) {
      await page.locator("[data-add-receiver]").click();
      await page.locator(`input[name="receivers[${i}].name"]`).fill(r.name);
      await page.locator(`input[name="receivers[${i}].email"]`).fill(r.email);
      await page.locator(`input[name="receivers[${i}].confirmEmail"]`).fill(r.email);
    }
  }
  await page.locator("[data-add-to-basket]").click();
  // Added (count of products) or refused (error modal).
  await expect(page.locator('[data-modal="count-of-products"], [data-modal="error"]')).toBeVisible();
}

export async function toCheckoutAsGuest(page: Page, base: string) {
  await open(page, `${base}winkelmandje/`);
  await page.locator("[data-order]").click();
  // The guest order modal, or (order-modal auth) the identify modal's "order as guest without checking".
  await page
    .locator("[data-guest-order-modal] [data-order-as-guest], [data-identify-modal] [data-skip-identify]")
    .click();
  await expect(page.locator("[data-details-form]")).toBeVisible();
  // The modal closes in 300 ms (spec §9); the checkout's details can be there sooner, and the identify
  // modal has an e-mail field too.
  await expect(page.locator("[data-guest-order-modal], [data-identify-modal]")).toHaveCount(0);
}

type Details = { phone: string; business?: boolean; email?: string };

/** The details step's fields (not sent). */
export async function fillDetailsFields(page: Page, p: Details) {
  await page.locator('input[name="firstName"]').fill("An");
  await page.locator('input[name="lastName"]').fill("Peeters");
  await page.locator('input[name="email"]').fill(p.email ?? "an@example.com");
  await page.locator('input[name="phoneNumber"]').fill(p.phone);
  if (p.business) {
    await page.locator('[data-customer-type="BUSINESS"]').check();
    await page.locator('input[name="companyName"]').fill("Acme NV");
    await page.locator('input[name="vatNumber"]').fill("BE0123456789");
    await page.locator('input[name="referenceNumber"]').fill("KP-2026-11");
  }
}

export async function fillDetails(page: Page, p: Details) {
  await fillDetailsFields(page, p);
  await page.locator("[data-next]").click();
  await expect(page.locator("[data-shipping-form]")).toBeVisible();
}

export async function fillBilling(page: Page, a: { postCode: string; street: string; city: string }) {
  await page.locator('input[name="billing.postCode"]').fill(a.postCode);
  await page.locator('input[name="billing.houseNumber"]').fill("12");
  await page.locator('input[name="billing.street"]').fill(a.street);
  await page.locator('input[name="billing.city"]').fill(a.city);
  await page.locator("[data-next]").click();
  await expect(page.locator("[data-payment-form]")).toBeVisible();
}

export async function pay(page: Page, method: string) {
  await page.locator(`[data-method="${method}"]`).check();
  await page.locator("[data-terms]").check();
  await page.locator("[data-pay]").click();
}
