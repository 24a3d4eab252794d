/**
 * The delivery moment in the basket (spec §3 Receiver, delivery date and time): digital cards e-mailed
 * later or right after payment, the dispatch date of physical cards, with and without JavaScript.
 */
import type { Page } from "@playwright/test";
import { expect, open, storefrontUrl, test } from "./fixtures";
import { addToBasket, chooseAmount, findProduct, translated } from "./shop";

/** A day ahead in the storefront's time zone (Brussels), as the date input wants it. */
function daysAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(d);
}

function dutchDate(iso: string): string {
  return new Intl.DateTimeFormat("nl-BE", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));
}

async function scheduleLater(page: Page, date: string, time: string) {
  await expect(page.locator('input[name="date"]')).toBeHidden();
  await page.locator("[data-send-later]").check();
  await page.locator('input[name="date"]').fill(date);
  await page.locator('input[name="time"]').fill(time);
}

test("kadoo-be: a digital card e-mailed later, then right after payment, to another receiver; a physical card's dispatch date", async ({
  page,
}) => {
  const base = storefrontUrl("kadoo-be", "/");
  await open(page, `${base}cadeaubonnen/apple-gift-card/`);
  await chooseAmount(page);
  // A moment in the past is refused with the spec's message.
  await scheduleLater(page, daysAhead(-1), "10:00");
  await page.locator("[data-add-to-basket]").click();
  await expect(
    page.locator('[id$="-error"]').filter({ hasText: translated("nl", "Choose a moment in the future.") }),
  ).toBeVisible();
  const tomorrow = daysAhead(1);
  await page.locator('input[name="date"]').fill(tomorrow);
  await page.locator("[data-add-to-basket]").click();
  await expect(page.locator("[data-added-modal]")).toBeVisible();

  await open(page, `${base}winkelmandje/`);
  const shipment = page.locator("[data-shipment]").first();
  await expect(shipment.locator("[data-when]")).toHaveText(`Wordt verzonden op ${dutchDate(tomorrow)} om 10:00`);
  // The delivery modal: back to "right after payment".
  await shipment.locator('[data-open="delivery-date-and-time"]').click();
  const form = page.locator("[data-delivery-form]");
  await expect(form.locator('input[name="date"]')).toHaveValue(tomorrow);
  await form.locator('input[value="now"]').check();
  await expect(form.locator('input[name="date"]')).toBeHidden();
  await form.locator("[data-save-delivery]").click();
  await expect(shipment.locator("[data-when]")).toHaveText(
    translated("nl", "Sent by e-mail within one hour after payment"),
  );

  // Send these cards to someone else: the confirmation e-mail must match.
  await shipment.locator('[data-open="delivery-receiver"]').click();
  const receiver = page.locator("[data-receiver-form]");
  await receiver.locator('input[name="name"]').fill("Marie");
  await receiver.locator('input[name="email"]').fill("marie@example.be");
  await receiver.locator('input[name="confirmEmail"]').fill("marie@example.com");
  await receiver.locator("[data-save-receiver]").click();
  await expect(
    receiver.locator('[id$="-error"]').filter({ hasText: translated("nl", "The e-mail addresses do not match") }),
  ).toBeVisible();
  await receiver.locator('input[name="confirmEmail"]').fill("marie@example.be");
  await receiver.locator("[data-save-receiver]").click();
  await expect(page.locator("[data-receiver-form]")).toHaveCount(0);
  await expect(page.locator("[data-shipment]").first()).toContainText("Marie");
  // The link a page without JavaScript shows (followed before this one was interactive) opens the modal.
  const tag = await page.locator("[data-shipment]").first().getAttribute("data-shipment");
  await open(page, `${base}winkelmandje/?form=receiver-${tag}`);
  await expect(page.locator('[role="dialog"] [data-receiver-form] input[name="name"]')).toHaveValue("Marie");
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-receiver-form]")).toHaveCount(0);

  // A physical card: the dispatch date is one of the working days offered.
  const product = await findProduct(page, "kadoo-be", { language: "nl", storeID: 95, countryCode: "BE" }, "physical");
  await addToBasket(page, `${base}${product.slice(1)}`);
  await open(page, `${base}winkelmandje/`);
  const post = page.locator("[data-shipment]").filter({ hasText: translated("nl", "By post") });
  await post.locator('[data-open="delivery-date-and-time"]').click();
  const select = page.locator('[data-delivery-form] select[name="dispatchDate"]');
  // The delivery form loads on demand: wait for its options before reading them.
  await expect(select.locator("option").nth(1)).toBeAttached();
  const options = await select.locator("option").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  expect(options.length).toBeGreaterThan(1);
  await select.selectOption(options[1]);
  await page.locator("[data-save-delivery]").click();
  await expect(post.locator("[data-when]")).toHaveText(`Wordt verzonden op ${dutchDate(options[1])}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("kadoo-be: 'on a date and time of my choice' shows the date and time, and the card is scheduled", async ({
    page,
  }) => {
    const base = storefrontUrl("kadoo-be", "/");
    await page.goto(`${base}cadeaubonnen/apple-gift-card/`);
    await chooseAmount(page);
    const date = daysAhead(3);
    await scheduleLater(page, date, "08:30");
    await page.locator("[data-add-to-basket]").click();
    await expect(page.locator("[data-basket-count]")).toHaveText("1");
    await page.goto(`${base}winkelmandje/`);
    await expect(page.locator("[data-shipment] [data-when]")).toHaveText(
      `Wordt verzonden op ${dutchDate(date)} om 08:30`,
    );
  });

  test("kadoo-be: the receiver and delivery forms, each a link to the basket with it open, keep what was typed and show the error beside its field", async ({
    page,
  }) => {
    const base = storefrontUrl("kadoo-be", "/");
    await page.goto(`${base}cadeaubonnen/apple-gift-card/`);
    await chooseAmount(page);
    await page.locator("[data-add-to-basket]").click();
    await page.goto(`${base}winkelmandje/`);
    const shipment = page.locator("[data-shipment]").first();
    // Without JavaScript the basket holds no shipment's forms: each is a link to the basket with it open.
    await expect(page.locator("[data-receiver-form], [data-delivery-form]")).toHaveCount(0);
    await shipment.getByRole("link", { name: translated("nl", "Send to someone else") }).click();
    await expect(page).toHaveURL(/\?form=receiver-[^#]+#receiver-/);
    await expect(page.locator("[data-delivery-form]")).toHaveCount(0);
    const receiver = shipment.locator("[data-receiver-form]");
    await receiver.locator('input[name="name"]').fill("Marie");
    await receiver.locator('input[name="email"]').fill("marie@example.be");
    await receiver.locator('input[name="confirmEmail"]').fill("marie@example.com");
    await receiver.locator("[data-save-receiver]").click();
    // The page comes back with the disclosure's form as it was posted and the error beside its field.
    const again = page.locator("[data-shipment]").first().locator("[data-receiver-form]");
    await expect(again.locator('input[name="name"]')).toHaveValue("Marie");
    await expect(again.locator('input[name="confirmEmail"]')).toHaveValue("marie@example.com");
    const error = again.locator('[id$="-confirmEmail-error"]');
    // It comes back open: the error is on screen, not inside a closed disclosure.
    await expect(error).toBeVisible();
    await expect(error).toHaveText(translated("nl", "The e-mail addresses do not match"));
    await expect(again.locator('input[name="confirmEmail"]')).toHaveAttribute("aria-describedby", /confirmEmail-error/);
    await again.locator('input[name="confirmEmail"]').fill("marie@example.be");
    await again.locator("[data-save-receiver]").click();
    await expect(page.locator("[data-shipment]").first().locator("h2")).toContainText("Marie");

    // The delivery moment: later, on a date of the shopper's choice.
    const date = daysAhead(2);
    const delivery = page.locator("[data-shipment]").first().locator("[data-delivery-form]");
    await page
      .locator("[data-shipment]")
      .first()
      .getByRole("link", { name: translated("nl", "Change delivery") })
      .click();
    await delivery.locator("[data-send-later]").check();
    await delivery.locator('input[name="date"]').fill(date);
    await delivery.locator('input[name="time"]').fill("11:30");
    await delivery.locator("[data-save-delivery]").click();
    await expect(page.locator("[data-shipment] [data-when]").first()).toHaveText(
      `Wordt verzonden op ${dutchDate(date)} om 11:30`,
    );
  });
});
