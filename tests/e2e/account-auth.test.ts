/**
 * Account authentication on kadoo-be (issue 15, part AUTH): register (the password rules and the
 * "already exists" answer) → log out → forgot password (the mail in the outbox) → new password (the
 * link works once) → log in with it → change password in its modal. Every §8 message is asserted in
 * Dutch as the catalog has it; axe on every page and the modal. Forgot password without JavaScript
 * answers an unknown e-mail exactly as a known one.
 */
import type { Page } from "@playwright/test";
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";
import { outbox, translated } from "./shop";

test.describe.configure({ mode: "serial" });

const base = storefrontUrl("kadoo-be", "/");
const email = `auth.${Date.now().toString(36)}@example.be`;
const FIRST = "Kado!2026-eerste";
const SECOND = "Kado!2026-tweede";
const THIRD = "Kado!2026-derde";
const nl = (id: string) => translated("nl", id);

async function humanCheckSolved(page: Page, form: string) {
  await expect(page.locator(`${form} input[name="captchaToken"]`)).toHaveValue(/.+/, { timeout: 20_000 });
}

async function register(page: Page, password: string, confirm = password) {
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

async function logOut(page: Page) {
  await open(page, `${base}account/`);
  await page.locator("[data-logout]").click();
  await expect(page).toHaveURL(base);
}

async function logIn(page: Page, password: string) {
  await open(page, `${base}account/login/?email=${encodeURIComponent(email)}`);
  await page.locator('[data-login-form] input[name="password"]').fill(password);
  await humanCheckSolved(page, "[data-login-form]");
  await page.locator("[data-login-submit]").click();
}

const errorOf = (page: Page, field: string) => page.locator(`[id$="-error"]`).filter({ hasText: field });

test("register → log out → forgot password → new password (once) → log in → change password", async ({ page }) => {
  test.slow();
  // The login page leads to register and to forgot password.
  await open(page, `${base}account/login/`);
  expect(await seriousViolations(page), "login").toEqual([]);
  await page.locator("[data-to-register]").click();
  await expect(page.locator("[data-register-form]")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "register").toEqual([]);

  // spec §5 password: too short, wrong characters, confirmation — refused with their messages.
  await register(page, "kort1!");
  await expect(
    errorOf(page, nl("The password must have at least {PASSWORD_MIN} characters").replace("{PASSWORD_MIN}", "8")),
  ).toBeVisible();
  await register(page, "met spatie 2026");
  await expect(errorOf(page, nl("The password can contain letters, digits and symbols only"))).toBeVisible();
  await register(page, FIRST, `${FIRST}x`);
  await expect(errorOf(page, nl("The passwords do not match"))).toBeVisible();
  await register(page, FIRST);
  await expect(page.locator("[data-register-done]")).toBeVisible();
  await expect(page).toHaveURL(`${base}account/registreren/success/`);
  await expect(page.locator("h1")).toHaveText(nl("Your account has been created"));
  await expect(page.locator("[data-logged-in]")).toContainText(email);
  expect(await seriousViolations(page), "register success").toEqual([]);

  // Logged out, the same e-mail again: spec §8 account already exists (from the server).
  await logOut(page);
  await open(page, `${base}account/registreren/`);
  await register(page, FIRST);
  await expect(page.locator("[data-auth-error]")).toHaveText(nl("An account with this e-mail address already exists."));

  // Forgot password, from the login page.
  await open(page, `${base}account/login/`);
  await page.locator("[data-to-forgot-password]").click();
  await expect(page.locator("[data-forgot-form]")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "forgot password").toEqual([]);
  await page.locator('[data-forgot-form] input[name="email"]').fill("geen-adres");
  await page.locator('[data-forgot-form] input[name="email"]').blur();
  await expect(errorOf(page, nl("Please enter a valid e-mail address"))).toBeVisible();
  await page.locator('[data-forgot-form] input[name="email"]').fill(email);
  await page.locator('[data-forgot-form] input[name="email"]').blur();
  await expect(errorOf(page, nl("Please enter a valid e-mail address"))).toHaveCount(0);
  await humanCheckSolved(page, "[data-forgot-form]");
  await page.locator("[data-forgot-submit]").click();
  await expect(page).toHaveURL(`${base}account/wachtwoord-vergeten/success/`);
  await expect(page.locator("[data-forgot-done] [role=status]")).toHaveText(
    nl(
      "If there is an account with this e-mail address, we have sent it a link to set a new password. The link works for one hour.",
    ),
  );
  expect(await seriousViolations(page), "forgot password success").toEqual([]);

  // The mail (in Dutch) and its link.
  let link = "";
  await expect(async () => {
    const mail = (await outbox(page)).find((m) => m.to === email && m.kind === "password-reset");
    expect(mail?.subject).toBe(nl("Set a new password"));
    link = /(http\S+\/account\/nieuw-wachtwoord\/\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
  }).toPass();
  await open(page, link);
  await expect(page.locator("[data-new-password-form]")).toBeVisible();
  expect(await seriousViolations(page), "new password").toEqual([]);
  await page.locator('[data-new-password-form] input[name="password"]').fill(SECOND);
  await page.locator('[data-new-password-form] input[name="confirmPassword"]').fill(`${SECOND}x`);
  await page.locator("[data-new-password-submit]").click();
  await expect(errorOf(page, nl("The passwords do not match"))).toBeVisible();
  await page.locator('[data-new-password-form] input[name="confirmPassword"]').fill(SECOND);
  await page.locator('[data-new-password-form] input[name="confirmPassword"]').blur();
  await expect(errorOf(page, nl("The passwords do not match"))).toHaveCount(0);
  await page.locator("[data-new-password-submit]").click();
  await expect(page).toHaveURL(`${base}account/nieuw-wachtwoord/succes/`);
  await expect(page.locator("[data-new-password-done] h1")).toHaveText(nl("Your password has been changed"));
  expect(await seriousViolations(page), "new password success").toEqual([]);

  // The link works once: its message and the way to a new one.
  await open(page, link);
  await expect(page.locator("[data-auth-error] p")).toHaveText(
    nl("This link to set a new password has already been used. Please ask for a new link."),
  );
  await expect(page.locator("[data-auth-error] a")).toHaveText(nl("Ask for a new link"));

  // Log out; the old password no longer works, the new one does.
  await logOut(page);
  await logIn(page, FIRST);
  await expect(page.locator("[data-login-error]")).toHaveText(
    nl("The combination of e-mail address and password is incorrect."),
  );
  await logIn(page, SECOND);
  await expect(page.locator("[data-logged-in]")).toContainText(email);

  // Change password in its modal: the current password is checked, then the new one is set.
  await page.locator("[data-open-change-password]").click();
  const modal = page.locator("[data-change-password-form]");
  await expect(modal).toBeVisible();
  expect(await seriousViolations(page), "change password modal").toEqual([]);
  await modal.locator('input[name="currentPassword"]').fill("niet-het-wachtwoord");
  await modal.locator('input[name="password"]').fill(THIRD);
  await modal.locator('input[name="confirmPassword"]').fill(THIRD);
  await modal.locator('input[name="confirmPassword"]').blur();
  await humanCheckSolved(page, "[data-change-password-form]");
  await page.locator("[data-change-password-submit]").click();
  await expect(page.locator("[data-change-password-form] [data-auth-error]")).toHaveText(
    nl("The current password is incorrect."),
  );
  await modal.locator('input[name="currentPassword"]').fill(SECOND);
  await modal.locator('input[name="password"]').fill(THIRD);
  await modal.locator('input[name="confirmPassword"]').fill(THIRD);
  await modal.locator('input[name="confirmPassword"]').blur();
  await humanCheckSolved(page, "[data-change-password-form]");
  await page.locator("[data-change-password-submit]").click();
  await expect(page.locator("[data-password-changed]")).toHaveText(
    nl("Your password has been changed. Other devices have been logged out."),
  );
  await logOut(page);
  await logIn(page, THIRD);
  await expect(page.locator("[data-logged-in]")).toContainText(email);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("forgot password answers an unknown e-mail exactly as a known one", async ({ page }) => {
    const ask = async (address: string) => {
      await open(page, `${base}account/wachtwoord-vergeten/`);
      // The form pass of the human check is good a few seconds after the page was served.
      await page.waitForTimeout(3500);
      await page.locator('input[name="email"]').fill(address);
      await page.locator("[data-forgot-submit]").click();
      return { url: page.url(), text: await page.locator("main").textContent() };
    };
    const known = await ask(email);
    const unknown = await ask(`niemand.${Date.now().toString(36)}@example.be`);
    expect(known.url).toBe(`${base}account/wachtwoord-vergeten/success/`);
    expect(unknown).toEqual(known);
  });
});
