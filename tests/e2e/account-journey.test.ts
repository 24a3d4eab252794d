/**
 * Issue 15's acceptance journey, once on kadoo-be (Dutch) and once on giftpass-uk (English): register →
 * log out → forgot password (the mail in the outbox) → new password → log in → address book → an order
 * with the saved address → the invoice PDF from the orders page → reorder → change password → data
 * export → delete account. Every spec §8 message these flows show is asserted word for word as the page
 * language's catalog has it, and axe runs on every page and modal on the way.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  type AddressInput,
  downloadInvoice,
  errorOf,
  fillAddress,
  humanCheckSolved,
  logIn,
  register,
} from "./account-steps";
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";
import { addToBasket, findProduct, outbox, pay, translated } from "./shop";

interface Journey {
  code: string;
  language: string;
  storeID: number;
  country: string;
  phone: string;
  method: string;
  home: AddressInput;
  badPostCode: string;
}

const JOURNEYS: Journey[] = [
  {
    code: "kadoo-be",
    language: "nl",
    storeID: 95,
    country: "BE",
    phone: "0470 12 34 56",
    method: "bancontact",
    home: { first: "An", last: "Peeters", postCode: "9000", no: "77", street: "Kouterstraat", city: "Gent" },
    badPostCode: "90",
  },
  {
    code: "giftpass-uk",
    language: "en",
    storeID: 118,
    country: "GB",
    phone: "016977 3456",
    method: "paypal",
    home: { first: "An", last: "Peeters", postCode: "SW1A 1AA", no: "10", street: "Downing Street", city: "London" },
    badPostCode: "12345",
  },
];

// The two storefronts' journeys are independent customers: they run side by side.
test.describe.configure({ mode: "parallel" });

const FIRST = "Journey!2026-one";
const SECOND = "Journey!2026-two";
const THIRD = "Journey!2026-three";

/** axe on the page as it is now, named for the failure message. */
async function axeClean(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}

for (const j of JOURNEYS) {
  test(`${j.code}: register → forgot and new password → address book → order → invoice → reorder → change password → export → delete`, async ({
    page,
  }) => {
    test.setTimeout(240_000); // one customer's whole life on the storefront: about forty page visits
    const base = storefrontUrl(j.code, "/");
    const say = (id: string) => translated(j.language, id);
    const email = `journey.${Date.now().toString(36)}@example.com`;

    await test.step("register from the login page", async () => {
      await open(page, `${base}account/login/`);
      await axeClean(page, "login");
      await page.locator("[data-to-register]").click();
      await expect(page.locator("[data-register-form]")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await axeClean(page, "register");
      await register(page, email, "kort1!");
      await expect(
        errorOf(page, say("The password must have at least {PASSWORD_MIN} characters").replace("{PASSWORD_MIN}", "8")),
      ).toBeVisible();
      await register(page, email, "with space 2026");
      await expect(errorOf(page, say("The password can contain letters, digits and symbols only"))).toBeVisible();
      await register(page, email, FIRST);
      await expect(page).toHaveURL(`${base}account/registreren/success/`);
      await expect(page.locator("h1")).toHaveText(say("Your account has been created"));
      await expect(page.locator("[data-logged-in]")).toContainText(email);
      await axeClean(page, "register success");
    });

    await test.step("the overview, then log out with the account dropdown", async () => {
      await open(page, `${base}account/overzicht/`);
      await expect(page.locator("h1")).toHaveText(say("Hello {0}").replace("{0}", "An"));
      await expect(page.locator("[data-no-orders]")).toHaveText(say("You have not ordered anything yet."));
      await axeClean(page, "overview");
      await page.locator("[data-account-toggle]").click();
      await axeClean(page, "account dropdown");
      await page.locator("[data-account-logout]").click();
      await expect(page).toHaveURL(base);
      await expect(page.locator("header [data-account-link]")).toHaveAttribute("href", "/account/");
      // The same e-mail cannot register twice (spec §8 account: already exists).
      await open(page, `${base}account/registreren/`);
      await register(page, email, FIRST);
      await expect(page.locator("[data-auth-error]")).toHaveText(
        say("An account with this e-mail address already exists."),
      );
    });

    let link = "";
    await test.step("forgot password: the mail in the outbox", async () => {
      await open(page, `${base}account/login/`);
      await page.locator("[data-to-forgot-password]").click();
      const form = page.locator("[data-forgot-form]");
      await expect(form).toBeVisible();
      await page.waitForLoadState("networkidle");
      await axeClean(page, "forgot password");
      await form.locator('input[name="email"]').fill("no-address");
      await form.locator('input[name="email"]').blur();
      await expect(errorOf(page, say("Please enter a valid e-mail address"))).toBeVisible();
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="email"]').blur();
      await expect(errorOf(page, say("Please enter a valid e-mail address"))).toHaveCount(0);
      await humanCheckSolved(page, "[data-forgot-form]");
      await page.locator("[data-forgot-submit]").click();
      await expect(page).toHaveURL(`${base}account/wachtwoord-vergeten/success/`);
      await expect(page.locator("[data-forgot-done] [role=status]")).toHaveText(
        say(
          "If there is an account with this e-mail address, we have sent it a link to set a new password. The link works for one hour.",
        ),
      );
      await axeClean(page, "forgot password success");
      await expect(async () => {
        const mail = (await outbox(page)).find((m) => m.to === email && m.kind === "password-reset");
        expect(mail?.subject).toBe(say("Set a new password"));
        link = /(http\S+\/account\/nieuw-wachtwoord\/\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
        expect(link).not.toBe("");
      }).toPass();
      expect(new URL(link).host).toBe(new URL(base).host);
    });

    await test.step("new password: once, then log in with it", async () => {
      await open(page, link);
      const form = page.locator("[data-new-password-form]");
      await expect(form).toBeVisible();
      await axeClean(page, "new password");
      await form.locator('input[name="password"]').fill(SECOND);
      await form.locator('input[name="confirmPassword"]').fill(`${SECOND}x`);
      await page.locator("[data-new-password-submit]").click();
      await expect(errorOf(page, say("The passwords do not match"))).toBeVisible();
      await form.locator('input[name="confirmPassword"]').fill(SECOND);
      await form.locator('input[name="confirmPassword"]').blur();
      await expect(errorOf(page, say("The passwords do not match"))).toHaveCount(0);
      await page.locator("[data-new-password-submit]").click();
      await expect(page).toHaveURL(`${base}account/nieuw-wachtwoord/succes/`);
      await expect(page.locator("[data-new-password-done] h1")).toHaveText(say("Your password has been changed"));
      await axeClean(page, "new password success");
      await open(page, link);
      await expect(page.locator("[data-auth-error] p")).toHaveText(
        say("This link to set a new password has already been used. Please ask for a new link."),
      );
      // Logged out, the old password fails with the §8 login message and the new one logs in.
      await page.locator("[data-account-toggle]").click();
      await page.locator("[data-account-logout]").click();
      await expect(page.locator("header [data-account-link]")).toHaveAttribute("href", "/account/");
      await logIn(page, base, email, FIRST);
      await expect(page.locator("[data-login-error]")).toHaveText(
        say("The combination of e-mail address and password is incorrect."),
      );
      await logIn(page, base, email, SECOND);
      await expect(page.locator("[data-logged-in]")).toContainText(email);
    });

    await test.step("address book: an address, checked with the storefront's rules", async () => {
      await open(page, `${base}account/adresboek/`);
      await expect(page.locator("h1")).toHaveText(say("Address book"));
      await expect(page.locator("[data-no-addresses]")).toHaveText(say("You have not saved an address yet."));
      await axeClean(page, "address book");
      await page.locator("[data-add-address]").click();
      await expect(page.locator("[data-address-form]")).toBeVisible();
      await axeClean(page, "address modal");
      await fillAddress(page, { ...j.home, postCode: j.badPostCode });
      await page.locator("[data-save-address]").click();
      await expect(page.locator("[data-address-form]")).toContainText(say("Please enter a valid postcode"));
      await page.locator('[data-address-form] input[name="postCode"]').fill(j.home.postCode);
      await page.locator("[data-save-address]").click();
      await expect(page.locator("[data-saved-address][data-default]")).toContainText(`${j.home.street} ${j.home.no}`);
    });

    let number = "";
    await test.step("an order with the saved address", async () => {
      const product = await findProduct(
        page,
        j.code,
        { language: j.language, storeID: j.storeID, countryCode: j.country },
        "digital",
      );
      await addToBasket(page, `${base}${product.slice(1)}`);
      await open(page, `${base}winkelmandje/`);
      // Logged in, the order button goes straight to the checkout.
      await page.locator("[data-order]").click();
      await expect(page.locator("[data-details-form]")).toBeVisible();
      await expect(page.locator('input[name="email"]')).toHaveValue(email);
      await page.locator('input[name="phoneNumber"]').fill(j.phone);
      await page.locator("[data-next]").click();
      await expect(page.locator("[data-shipping-form]")).toBeVisible();
      await expect(page.locator('input[name="billing.street"]')).toHaveValue(j.home.street);
      await expect(page.locator('input[name="billing.postCode"]')).toHaveValue(j.home.postCode);
      await expect(page.locator('input[name="billing.city"]')).toHaveValue(j.home.city);
      await page.locator("[data-next]").click();
      await expect(page.locator("[data-payment-form]")).toBeVisible();
      await pay(page, j.method);
      await page.locator('[data-decision="authorise"]').click();
      await expect(page.locator("[data-order-completed]")).toBeVisible();
    });

    await test.step("the orders page: the invoice PDF, the details, reorder", async () => {
      await open(page, `${base}account/bestellingen/`);
      const row = page.locator("[data-order-row]");
      await expect(row).toHaveCount(1);
      await expect(row.locator('[data-order-status="COMPLETED"]')).toHaveText(say("Completed"));
      await expect(row.locator("[data-order-contact]")).toHaveText("An Peeters");
      await axeClean(page, "orders");
      number = (await row.locator("[data-order-number]").textContent()) ?? "";
      expect(await downloadInvoice(page, row.locator("[data-row-invoice]"))).toBe(`${number}.pdf`);
      await row.locator("[data-order-details-link]").click();
      const modal = page.locator('[role="dialog"][data-modal^="account-order-"]');
      await expect(modal.locator("[data-details-number]")).toHaveText(number);
      await expect(modal.locator("[data-details-shipment]").first()).toBeVisible();
      await axeClean(page, "order details modal");
      await modal.locator("[data-reorder]").click();
      await expect(page).toHaveURL(`${base}winkelmandje/`);
      await expect(page.locator("[data-package]")).toHaveCount(1);
      await axeClean(page, "basket after reorder");
    });

    await test.step("change password in its modal", async () => {
      await open(page, `${base}account/overzicht/`);
      await page.locator("[data-open-change-password]").click();
      const modal = page.locator("[data-change-password-form]");
      await expect(modal).toBeVisible();
      await axeClean(page, "change password modal");
      const change = async (current: string, next: string, confirm = next) => {
        await modal.locator('input[name="currentPassword"]').fill(current);
        await modal.locator('input[name="password"]').fill(next);
        await modal.locator('input[name="confirmPassword"]').fill(confirm);
        await modal.locator('input[name="confirmPassword"]').blur();
        await humanCheckSolved(page, "[data-change-password-form]");
        await page.locator("[data-change-password-submit]").click();
      };
      await change(SECOND, THIRD, `${THIRD}x`);
      await expect(errorOf(page, say("The passwords do not match"))).toBeVisible();
      await change("not-the-password", THIRD);
      await expect(modal.locator("[data-auth-error]")).toHaveText(say("The current password is incorrect."));
      await change(SECOND, THIRD);
      await expect(page.locator("[data-password-changed]")).toHaveText(
        say("Your password has been changed. Other devices have been logged out."),
      );
      await axeClean(page, "password changed");
    });

    await test.step("the data export", async () => {
      await open(page, `${base}account/gegevens/`);
      await expect(page.locator("[data-account-email]")).toHaveText(email);
      await axeClean(page, "account data");
      const [download] = await Promise.all([page.waitForEvent("download"), page.locator("[data-export]").click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^account-${j.code}-.+\\.json$`));
      const json = JSON.parse(readFileSync(await download.path(), "utf8"));
      expect(json.account).toMatchObject({ email, profile: { firstName: "An", lastName: "Peeters" } });
      expect(json.addresses).toEqual([
        expect.objectContaining({ street: j.home.street, houseNumber: j.home.no, isDefault: true }),
      ]);
      expect(json.orders).toEqual([expect.objectContaining({ number })]);
    });

    await test.step("delete the account", async () => {
      await page.locator("[data-open-delete]").click();
      const modal = page.locator("[data-delete-form]");
      await expect(modal).toBeVisible();
      await axeClean(page, "delete account modal");
      await modal.locator('input[name="email"]').fill(email);
      await modal.locator('input[name="password"]').fill(THIRD);
      await modal.locator("[data-delete-account]").click();
      await expect(modal).toContainText(say("Please confirm that you want to delete your account"));
      await modal.locator('input[name="password"]').fill(SECOND);
      await modal.locator("[data-confirm-delete]").check();
      await modal.locator("[data-delete-account]").click();
      await expect(page.locator("[data-delete-error]")).toHaveText(say("The password is incorrect."));
      await modal.locator('input[name="password"]').fill(THIRD);
      await modal.locator("[data-confirm-delete]").check();
      await modal.locator("[data-delete-account]").click();
      await expect(page).toHaveURL(base);
      await expect(page.locator("header [data-account-link]")).toHaveAttribute("href", "/account/");
      await logIn(page, base, email, THIRD);
      await expect(page.locator("[data-login-error]")).toHaveText(
        say("The combination of e-mail address and password is incorrect."),
      );
    });
  });
}
