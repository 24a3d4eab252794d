/**
 * An order confirmation shows personal data to its buyer only (issue 44): the buyer's browser sees the
 * receivers on `/bestellen/gelukt/?order=…`; the same address, or `/bestellen/{uuid}/`, without the
 * buyer's cookie shows the status and none of the buyer's e-mail, phone or street nor the receivers'
 * names or e-mails — in the page nor in its data. The confirmation mail's signed link shows the order
 * to whoever holds the mail; a tampered key shows the status only.
 */
import { expect, PORT, storefrontUrl, test } from "./fixtures";
import { addToBasket, fillBilling, fillDetails, outbox, pay, toCheckoutAsGuest } from "./shop";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const base = storefrontUrl("kadoo-be", "/");

test("kadoo-be: the confirmation's personal data only for the buyer's session and the mail's link", async ({
  page,
  playwright,
}) => {
  const run = Date.now().toString(36);
  const receiver = { name: `Jantje${run}`, email: `jan.privacy.${run}@example.be` };
  const buyer = `an.privacy.${run}@example.com`;
  await addToBasket(page, `${base}cadeaubonnen/apple-gift-card/`, { receivers: [receiver], quantity: 1 });
  await expect(page.locator("[data-added-modal]")).toBeVisible();
  await toCheckoutAsGuest(page, base);
  await fillDetails(page, { phone: "0470 98 76 54", email: buyer });
  await fillBilling(page, { postCode: "9000", street: `Privacystraat${run}`, city: "Gent" });
  await pay(page, "bancontact");
  await page.locator('[data-decision="authorise"]').click();
  await expect(page.locator("[data-order-completed]")).toBeVisible();
  const success = new URL(page.url());
  const uuid = success.searchParams.get("order") ?? "";
  // The buyer's own browser: the order with its receiver.
  await expect(page.locator("[data-order-summary]")).toContainText(receiver.name);
  await expect(page.locator("[data-order-summary]")).toContainText(receiver.email);

  const personal = [buyer, "470 98 76 54", "470987654", `Privacystraat${run}`, receiver.name, receiver.email];
  // A client without the buyer's cookie (Node resolves no *.localhost: the Host header names the storefront).
  const stranger = await playwright.request.newContext();
  const get = (path: string) =>
    stranger.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `kadoo-be.localhost:${PORT}` } });
  // The documents and their route data (what a client-side navigation fetches).
  const paths = [`/bestellen/gelukt/?order=${uuid}`, `/bestellen/${uuid}/`];
  const data = [`/bestellen/gelukt.data?order=${uuid}`, `/bestellen/${uuid}.data`];
  for (const path of [...paths, ...data]) {
    const answer = await get(path);
    const text = await answer.text();
    expect(answer.status(), path).toBe(200);
    for (const value of personal) expect(text, `${path} shows ${value}`).not.toContain(value);
  }
  for (const path of paths) {
    const html = await (await get(path)).text();
    // The status is there: completed, with a note on where the details are.
    expect(html).toContain("data-order-completed");
    expect(html).toContain("data-order-details-hidden");
  }

  // The confirmation mail's link to the order carries its key: it shows the order to its holder.
  const confirmation = async () =>
    (await outbox(page)).find((m) => m.kind === "order-confirmation" && m.to === buyer)?.text ?? "";
  await expect.poll(confirmation, { timeout: 15_000 }).toContain(`/bestellen/${uuid}/?key=`);
  const mail = await confirmation();
  const key = new RegExp(`/bestellen/${uuid}/\\?key=([\\w.-]+)`).exec(mail)?.[1] ?? "";
  const withKey = await (await get(`/bestellen/${uuid}/?key=${key}`)).text();
  expect(withKey).toContain(receiver.email);
  expect(withKey).toContain(receiver.name);
  // Its "Order again" keeps the key, so the holder's reorder page opens too.
  expect(withKey).toContain(`order=${uuid}&amp;key=${key}`);
  // A key changed by one character (or one of another order's expiry) shows the status only.
  const tampered = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
  const refused = await (await get(`/bestellen/${uuid}/?key=${tampered}`)).text();
  expect(refused).toContain("data-order-completed");
  for (const value of personal) expect(refused).not.toContain(value);
  await stranger.dispose();
});
