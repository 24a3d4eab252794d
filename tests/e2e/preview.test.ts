/**
 * The preview gallery (ADR 022) on the production build with PREVIEW_TOKEN (playwright.config.ts): a 404
 * without the token, every storefront with it, accessible, and "view as a visitor from X" showing the
 * store-switcher banner as that visitor sees it — an override the server never takes unsigned.
 */
import { expect, open, PORT, seriousViolations, storefrontUrl, test } from "./fixtures";

const TOKEN = process.env.E2E_PREVIEW_TOKEN ?? "e2e-preview-token-0123456789";

test("without the token the gallery is the same 404 as an unknown path", async ({ request }) => {
  for (const path of ["/_preview/", "/_preview/templates.json", `/_preview/?token=wrong-${TOKEN}`]) {
    const gallery = await request.get(storefrontUrl(null, path));
    expect(gallery.status(), path).toBe(404);
    const body = await gallery.text();
    // The storefront's own not-found page, as for any unknown path; nothing of the gallery.
    expect(body).toContain("data-not-found");
    expect(body).not.toContain("Preview gallery");
  }
  const unknownHost = await request.get(`http://127.0.0.1:${PORT}/_preview/`, {
    headers: { host: "shop.example.com" },
  });
  expect(unknownHost.status()).toBe(404);
  expect(await unknownHost.text()).toBe("Not found");
});

test("with the token: every storefront, no cache, noindex, axe clean, then the cookie suffices", async ({ page }) => {
  const response = await open(page, storefrontUrl(null, `/_preview/?token=${TOKEN}`));
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1, name: "Preview gallery" })).toBeVisible();
  await expect(page.locator("section.sf")).toHaveCount(33);
  const kadoo = page.locator("section", { has: page.getByRole("heading", { name: "Kadoo · kadoo-be" }) });
  await expect(kadoo.getByText("Configuration valid")).toBeVisible();
  await expect(kadoo.getByRole("link", { name: "Product", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^http://kadoo-be\\.localhost:${PORT}/cadeaubonnen/[a-z0-9-]+/$`),
  );
  expect(await seriousViolations(page)).toEqual([]);
  // The HttpOnly cookie (path /_preview/) lets the next visit in without ?token=.
  expect((await page.goto(storefrontUrl(null, "/_preview/templates.json")))?.status()).toBe(200);
  // ?lang= renders it through that language's catalog.
  await page.goto(storefrontUrl(null, "/_preview/?lang=de"));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Preview gallery");
});

test("view as a visitor from Germany shows the store-switcher banner; a forged override does not", async ({
  page,
  context,
}) => {
  await open(page, storefrontUrl(null, `/_preview/?token=${TOKEN}`));
  const form = page.locator("form.viewas").filter({ has: page.locator('input[value="kadoo-be"]') });
  await form.getByLabel("View as a visitor from").selectOption("DE");
  await form.getByRole("button", { name: "Open the storefront" }).click();
  await expect(page).toHaveURL(storefrontUrl("kadoo-be", "/"));
  await expect(page.locator("[data-store-banner]")).toBeVisible();
  await expect(page.locator("[data-store-banner]")).toContainText("Duitsland");

  // The same cookie with another country and the old signature: not trusted, no banner.
  const [cookie] = await context.cookies(storefrontUrl("kadoo-be", "/"));
  expect(cookie.name).toBe("shop_preview_geo");
  await context.clearCookies();
  await context.addCookies([{ ...cookie, value: cookie.value.replace(/^DE/, "FR") }]);
  await open(page, storefrontUrl("kadoo-be", "/"));
  expect(await page.evaluate(() => fetch("/ip").then((r) => r.json()))).toEqual({ country_code: null });
  await expect(page.locator("[data-store-banner]")).toHaveCount(0);
});
