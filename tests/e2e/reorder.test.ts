/**
 * Order again (issue 14): an order paid with TestPay on kadoo-be → the confirmation's "Order again" →
 * `/nabestellen/` (axe) → the 'reorder product details' modal (axe) → "Put in basket" → the basket
 * holds the same package (card, amount, quantity, receiver). The confirmation mail links to the same
 * page, with its signed key (issue 44): another browser opens it with the key, never with the uuid alone.
 * Without JavaScript the modal is inline and the form still fills the basket. Addresses that name no
 * order of this storefront (or one that is not the visitor's) are a friendly 404, never an error page,
 * and the page is never cached.
 */
import { expect, open, PORT, seriousViolations, storefrontUrl, test } from "./fixtures";
import { addToBasket, fillBilling, fillDetails, outbox, pay, toCheckoutAsGuest, translated } from "./shop";

// The journey places an order first: twice the default time, for a CI machine running two browsers.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const base = storefrontUrl("kadoo-be", "/");
let orderUuid = "";
/** The confirmation mail's "Order again" address: `?order=…&key=…` (issue 44). */
let mailPath = "";

test("kadoo-be: a paid order's 'Order again' puts the same package in the basket", async ({ page }) => {
  const run = Date.now().toString(36);
  const receiver = `jan.reorder.${run}@example.be`;
  const buyer = `an.reorder.${run}@example.com`;
  await addToBasket(page, `${base}cadeaubonnen/apple-gift-card/`, {
    receivers: [{ name: "Jan", email: receiver }],
    quantity: 2,
  });
  await expect(page.locator("[data-added-modal]")).toBeVisible();
  await toCheckoutAsGuest(page, base);
  await fillDetails(page, { phone: "0470 12 34 56", email: buyer });
  await fillBilling(page, { postCode: "9000", street: "Veldstraat", city: "Gent" });
  await pay(page, "bancontact");
  await page.locator('[data-decision="authorise"]').click();
  await expect(page.locator("[data-order-completed]")).toBeVisible();
  orderUuid = new URL(page.url()).searchParams.get("order") ?? "";
  expect(orderUuid).toMatch(/^[0-9a-f-]{36}$/);

  await page.locator("[data-order-again]").click();
  await expect(page).toHaveURL(new RegExp(`/nabestellen/\\?order=${orderUuid}$`));
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1")).toHaveText("Opnieuw bestellen");
  const item = page.locator("[data-reorder-package]");
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute("data-available", "true");
  await expect(item.locator("[data-reorder-amount]")).toContainText("2 ×");
  await expect(item).toContainText(`Voor Jan (${receiver})`);
  await expect(page.locator("[data-delivery-note]")).toBeVisible();
  expect(await seriousViolations(page), "reorder page").toEqual([]);

  await item.locator("[data-reorder-details]").click();
  const modal = page.locator('[data-modal^="reorder-details-"]');
  await expect(modal).toBeVisible();
  await expect(modal.locator("[data-reorder-availability]")).toHaveText("Beschikbaar");
  await expect(modal.locator("[data-reorder-range]")).not.toBeEmpty();
  expect(await seriousViolations(page), "reorder product details modal").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/nabestellen/\\?order=${orderUuid}$`));

  // The basket was emptied by the payment; the reorder fills it with the same package.
  await page.locator("[data-reorder-all]").click();
  await expect(page).toHaveURL(/\/winkelmandje\/$/);
  await expect(page.locator("[data-shipment]")).toHaveCount(1);
  await expect(page.locator("[data-shipment]")).toContainText("Jan");
  await expect(page.locator("[data-basket-count]")).toHaveText("2");

  // The order confirmation mail offers the same page, signed for whoever holds the mail.
  const mail = async () =>
    (await outbox(page)).find((m) => m.kind === "order-confirmation" && m.to === buyer)?.text ?? "";
  await expect.poll(mail, { timeout: 15_000 }).toContain(`/nabestellen/?order=${orderUuid}&key=`);
  mailPath = new RegExp(`/nabestellen/\\?order=${orderUuid}&key=[\\w.-]+`).exec(await mail())?.[0] ?? "";
});

test("without JavaScript the details modal is inline and 'Put in basket' still fills the basket", async ({
  browser,
}) => {
  test.skip(!orderUuid, "needs the order of the previous test");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Another browser: the mail's link (the uuid alone shows it no order).
  await page.goto(`${base.slice(0, -1)}${mailPath}`);
  await page.locator("[data-reorder-details]").click();
  await expect(page.locator("[data-inline-modal] [data-reorder-modal]")).toBeVisible();
  await page.locator("[data-modal-close]").click();
  await expect(page.locator("[data-inline-modal]")).toHaveCount(0);
  await page.locator("[data-reorder-all]").click();
  await expect(page).toHaveURL(/\/winkelmandje\/$/);
  await expect(page.locator("[data-basket-count]")).toHaveText("2");
  await context.close();
});

test("an address that names no order of this storefront is a friendly 404, never cached", async ({ page }) => {
  test.skip(!orderUuid, "needs the order of the previous test");
  const notFound = translated("nl", "Order not found");
  // Node resolves no *.localhost: the storefront is named by the Host header.
  const get = (code: string, path: string) =>
    page.request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${code}.localhost:${PORT}` } });
  const paths: [string, string][] = [
    ["kadoo-be", "/nabestellen/"],
    ["kadoo-be", "/nabestellen/?order=00000000-0000-4000-8000-000000000000"],
    ["kadoo-be", `/nabestellen/?order=${orderUuid}&card=1`],
    // A card that is not in this visitor's redeem session (there is none).
    ["kadoo-be", "/nabestellen/?card=1"],
    // The order of kadoo-be asked for on another storefront, even with its key.
    ["giftpass-ch", mailPath],
    // The order by its uuid alone, in a browser that did not place it (issue 44).
    ["kadoo-be", `/nabestellen/?order=${orderUuid}`],
  ];
  for (const [code, path] of paths) {
    const response = await get(code, path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    if (code === "kadoo-be") expect(await response.text(), path).toContain(notFound);
  }
  const found = await get("kadoo-be", mailPath);
  expect(found.status()).toBe(200);
  expect(found.headers()["cache-control"]).toBe("private, no-store");
  await open(page, `${base}nabestellen/?order=00000000-0000-4000-8000-000000000000`);
  await expect(page.locator("[data-reorder-not-found] h1")).toHaveText(notFound);
  expect(await seriousViolations(page), "not-found state").toEqual([]);
});
