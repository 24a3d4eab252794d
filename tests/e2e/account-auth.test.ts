/**
 * Account authentication without JavaScript on kadoo-be (issue 15, part AUTH; the journey with
 * JavaScript is account-journey.test.ts): register with the human check's form pass, then forgot
 * password answers an unknown e-mail exactly as a known one — only the known one gets a mail
 * (docs/decisions/021-same-answer-for-unknown-e-mail.md); identify and log in with the form pass.
 */
import type { Page } from "@playwright/test";
import { logOut } from "./account-steps";
import { expect, open, storefrontUrl, test } from "./fixtures";
import { outbox, translated } from "./shop";

const base = storefrontUrl("kadoo-be", "/");

test.use({ javaScriptEnabled: false });

/** Without JavaScript the human check's form pass is good a few seconds after the page was served. */
const formPassReady = (page: Page) => page.waitForTimeout(3500);

test("without JavaScript: register; forgot password answers an unknown e-mail as a known one; identify and log in", async ({
  page,
}) => {
  const known = `auth.${Date.now().toString(36)}@example.be`;
  const unknown = `niemand.${Date.now().toString(36)}@example.be`;
  await open(page, `${base}account/registreren/`);
  await formPassReady(page);
  const form = page.locator("[data-register-form]");
  await form.locator('input[name="firstName"]').fill("An");
  await form.locator('input[name="lastName"]').fill("Peeters");
  await form.locator('input[name="email"]').fill(known);
  await form.locator('input[name="password"]').fill("kort");
  await form.locator('input[name="confirmPassword"]').fill("kort");
  await page.locator("[data-register-submit]").click();
  // The server's answer, in Dutch, with the other values kept.
  await expect(page.locator("main")).toContainText(
    translated("nl", "The password must have at least {PASSWORD_MIN} characters").replace("{PASSWORD_MIN}", "8"),
  );
  await expect(form.locator('input[name="email"]')).toHaveValue(known);
  await formPassReady(page);
  await form.locator('input[name="password"]').fill("Kado!2026-eerste");
  await form.locator('input[name="confirmPassword"]').fill("Kado!2026-eerste");
  await page.locator("[data-register-submit]").click();
  await expect(page).toHaveURL(`${base}account/registreren/success/`);
  await logOut(page, base);

  const ask = async (address: string) => {
    await open(page, `${base}account/wachtwoord-vergeten/`);
    await formPassReady(page);
    await page.locator('input[name="email"]').fill(address);
    await page.locator("[data-forgot-submit]").click();
    return { url: page.url(), text: await page.locator("main").textContent() };
  };
  const answerKnown = await ask(known);
  const answerUnknown = await ask(unknown);
  expect(answerKnown.url).toBe(`${base}account/wachtwoord-vergeten/success/`);
  expect(answerUnknown).toEqual(answerKnown);
  await expect
    .poll(async () => (await outbox(page)).some((m) => m.to === known && m.kind === "password-reset"))
    .toBe(true);
  expect((await outbox(page)).filter((m) => m.to === unknown)).toEqual([]);

  // Identify and log in work without scripts too (the human check's form pass).
  await open(page, `${base}account/`);
  await formPassReady(page);
  await page.locator('[data-identify-form] input[name="email"]').fill(known);
  await page.locator("[data-identify-submit]").click();
  await expect(page).toHaveURL(`${base}account/login/?email=${encodeURIComponent(known)}`);
  await formPassReady(page);
  await page.locator('[data-login-form] input[name="password"]').fill("Kado!2026-eerste");
  await page.locator("[data-login-submit]").click();
  await expect(page).toHaveURL(`${base}account/overzicht/`);
  await expect(page.locator("[data-logged-in]")).toContainText(known);
});
