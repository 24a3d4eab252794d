/** Account steps shared by the account e2e tests: the human check, log in and out, register, an address. */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, open } from "./fixtures";

/** The human check solves itself in the browser; a form is sent once its token is in. */
export async function humanCheckSolved(page: Page, form: string) {
  await expect(page.locator(`${form} input[name="captchaToken"]`)).toHaveValue(/.+/, { timeout: 20_000 });
}

/** The register form filled and sent (An Peeters). */
export async function register(page: Page, email: string, password: string, confirm = password) {
  const form = page.locator("[data-register-form]");
  await form.locator('input[name="firstName"]').fill("An");
  await form.locator('input[name="lastName"]').fill("Peeters");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="confirmPassword"]').fill(confirm);
  // Leaving the field first: an error that goes on blur moves the button away from a click.
  await form.locator('input[name="confirmPassword"]').blur();
  await humanCheckSolved(page, "[data-register-form]");
  await page.locator("[data-register-submit]").click();
}

/** The login page with the e-mail filled in, the password typed and sent. */
export async function logIn(page: Page, base: string, email: string, password: string) {
  await open(page, `${base}account/login/?email=${encodeURIComponent(email)}`);
  await page.locator('[data-login-form] input[name="password"]').fill(password);
  await humanCheckSolved(page, "[data-login-form]");
  await page.locator("[data-login-submit]").click();
}

/** Log out with the account page's button; it goes home. */
export async function logOut(page: Page, base: string) {
  await open(page, `${base}account/`);
  await page.locator("[data-logout]").click();
  await expect(page).toHaveURL(base);
}

export interface AddressInput {
  first: string;
  last: string;
  postCode: string;
  no: string;
  street: string;
  city: string;
}

/** The address book's address form (in its modal or page section), not sent. */
export async function fillAddress(page: Page, a: AddressInput) {
  const form = page.locator("[data-address-form]");
  await form.locator('input[name="firstName"]').fill(a.first);
  await form.locator('input[name="lastName"]').fill(a.last);
  await form.locator('input[name="postCode"]').fill(a.postCode);
  await form.locator('input[name="houseNumber"]').fill(a.no);
  await form.locator('input[name="street"]').fill(a.street);
  await form.locator('input[name="city"]').fill(a.city);
}

/** A form field's error message (Conform's `<field>-error` element) with this text. */
export const errorOf = (page: Page, text: string) => page.locator(`[id$="-error"]`).filter({ hasText: text });

/** Clicks a link that downloads an invoice: the file's name, and that it is a PDF. */
export async function downloadInvoice(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  return download.suggestedFilename();
}
