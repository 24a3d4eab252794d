/**
 * Card details (issue 14): a card bought on kadoo-be and checked on the balance check opens its card
 * details — number masked to the last four digits (never the whole number in the page), balance,
 * expiry, state, its history; axe clean; the voucher downloads as a PDF and printing shows the voucher
 * only. Without a session (none, a tampered one) the page explains and links to the balance check.
 * The API's side (ledger order, another shop's token) is in app/redeem/card-details.integration.test.ts.
 */
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";
import { buyCard, submitCheck } from "./redeem-steps";
import { translated } from "./shop";

// The journey buys a card first: twice the default time, for a CI machine running two browsers.
test.describe.configure({ timeout: 120_000 });

const base = storefrontUrl("kadoo-be", "/");

/** The amount of the mail, however the page spaces it ("€ 25" / "€\u00a025"). */
const sameAmount = (mailed: string) => new RegExp(`€\\s?${mailed.replace(/^€\s?/, "").replace(/[.,]/g, "\\$&")}$`);

test("kadoo-be: a checked card's details, its history, its PDF voucher and its print", async ({ page }) => {
  const bought = await buyCard(page, base, { amount: 25 });
  await open(page, `${base}saldocheck/`);
  await submitCheck(page, bought.number, bought.pin);
  await expect(page.locator("[data-redeem-card]")).toHaveCount(1);

  // From the balance: the card details of the same session (no leave-guard question on the way).
  await page.locator("[data-card-details-link]").click();
  await expect(page).toHaveURL(`${base}kaartgegevens/`);
  await expect(page.locator("h1")).toHaveText("Je kaartgegevens");
  const card = page.locator("[data-card]");
  await expect(card).toHaveCount(1);
  await expect(card.locator("h2")).toHaveText("Apple Gift Card");
  await expect(card.locator("[data-card-number]")).toHaveText(`•••• ${bought.number.slice(-4)}`);
  await expect(card.locator("[data-card-balance]")).toHaveText(sameAmount(bought.value));
  await expect(card.locator("[data-card-expiry]")).toHaveText(/\d{4}$/);
  await expect(card.locator("[data-card-state]")).toHaveText("Actief");
  const issued = card.locator('[data-ledger-row="issue"]');
  await expect(issued).toHaveCount(1);
  await expect(issued).toContainText("Kaart uitgegeven");
  await expect(issued.locator("[data-ledger-amount]")).toHaveText(
    new RegExp(`^\\+ ${sameAmount(bought.value).source}`),
  );
  await expect(issued.locator("[data-ledger-balance]")).toHaveText(sameAmount(bought.value));
  const html = await page.content();
  expect(html).not.toContain(bought.number);
  expect(html).not.toContain(bought.number.slice(0, 12));
  expect(await seriousViolations(page), "card details").toEqual([]);

  // The voucher as a PDF: a private download of this session's card.
  const pdfLink = card.locator("[data-voucher-pdf]");
  expect(await pdfLink.getAttribute("href")).toMatch(/^\/kaartgegevens\/voucher\?card=\d+$/);
  const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe(`kadoo-be-${bought.number.slice(-4)}.pdf`);
  const fetched = (href: string) =>
    page.evaluate(async (url) => {
      const r = await fetch(url);
      const head = new Uint8Array(await r.arrayBuffer()).slice(0, 5);
      return {
        status: r.status,
        url: r.url,
        type: r.headers.get("content-type"),
        disposition: r.headers.get("content-disposition"),
        cache: r.headers.get("cache-control"),
        head: String.fromCharCode(...head),
      };
    }, href);
  const pdf = await fetched((await pdfLink.getAttribute("href")) ?? "");
  expect(pdf).toMatchObject({
    status: 200,
    type: "application/pdf",
    disposition: `attachment; filename="kadoo-be-${bought.number.slice(-4)}.pdf"`,
    cache: "private, no-store",
    head: "%PDF-",
  });
  // Another card id than the session's: the page, not a voucher.
  const other = await fetched("/kaartgegevens/voucher?card=999999999");
  expect(other).toMatchObject({ status: 200, url: `${base}kaartgegevens/` });
  expect(other.type).toMatch(/^text\/html/);

  // Printing gives the voucher only: no shell, no history, no buttons.
  await page.emulateMedia({ media: "print" });
  await expect(card.locator("[data-voucher]")).toBeVisible();
  await expect(page.locator("[data-header]")).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
  await expect(card.locator("[data-ledger]")).toBeHidden();
  await expect(card.locator("[data-voucher-pdf]")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(page.locator("[data-header]")).toBeVisible();

  // The card's product, ordered again (spec §2 /nabestellen/ from a card): the card's own value, today's price.
  await card.locator("[data-reorder-card]").click();
  await expect(page).toHaveURL(/\/nabestellen\/\?card=\d+$/);
  await expect(page.locator("[data-reorder-package]")).toHaveCount(1);
  await expect(page.locator("[data-reorder-package]")).toContainText("Apple Gift Card");
  await page.goBack();

  // Back to the balance: the session is still there.
  await page.locator("[data-card-details] [data-to-balance-check]").click();
  await expect(page).toHaveURL(`${base}saldocheck/`);
  await expect(page.locator("[data-redeem-card]")).toHaveCount(1);
});

test("without a session the page explains and links to the balance check; a tampered one says so", async ({
  page,
  context,
}) => {
  const response = await open(page, `${base}kaartgegevens/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator("[data-no-session] h1")).toHaveText("Kaartgegevens");
  await expect(page.locator("[data-no-session] p").first()).toHaveText(
    translated(
      "nl",
      "Card details are shown after you check your card: enter its card number and the pin on the back on the balance check, then open the card details from there.",
    ),
  );
  await expect(page.locator("[data-card]")).toHaveCount(0);
  await expect(page.locator("[data-session-error]")).toHaveCount(0);
  expect(await seriousViolations(page), "card details without a session").toEqual([]);
  await page.locator("[data-to-balance-check]").click();
  await expect(page).toHaveURL(`${base}saldocheck/`);

  // A voucher without a session: the page that explains.
  await open(page, `${base}kaartgegevens/voucher?card=1`);
  await expect(page).toHaveURL(`${base}kaartgegevens/`);
  await expect(page.locator("[data-no-session]")).toBeVisible();

  // A token that is not ours: the same page, with the reason.
  await context.addCookies([
    {
      name: "rdm_95",
      value: "eyJ2IjoxfQ.dGFtcGVyZWQtc2lnbmF0dXJl",
      domain: "kadoo-be.localhost",
      path: "/kaartgegevens",
    },
  ]);
  await open(page, `${base}kaartgegevens/`);
  await expect(page.locator("[data-no-session]")).toBeVisible();
  await expect(page.locator("[data-session-error]")).toHaveText(
    translated("nl", "We could not read your card session. Please check your card again."),
  );
  expect(await seriousViolations(page), "card details with a tampered session").toEqual([]);
});
