import AxeBuilder from "@axe-core/playwright";
import { expect, open, PORT, seriousViolations, storefrontUrl, test } from "./fixtures";

test.describe("routing", () => {
  test("serves kadoo-be in Dutch with EUR on plain localhost", async ({ page }) => {
    await page.goto(storefrontUrl(null, "/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
    await expect(page.locator("[data-most-chosen]")).toContainText("€");
  });

  test("serves giftpass-ch in French with CHF under the /fr/ prefix, links staying under it", async ({ page }) => {
    await page.goto(storefrontUrl("giftpass-ch", "/fr/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    await expect(page.locator("[data-most-chosen]")).toContainText("CHF");
    await page
      .locator("footer")
      .getByRole("link", { name: /confidentialité/i })
      .first()
      .click();
    await expect(page).toHaveURL(storefrontUrl("giftpass-ch", "/fr/privacy/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  });

  test("a document carries the shell once, in its shell element; route data after a form post carries it", async ({
    request,
  }) => {
    // The request context does not resolve *.localhost: the storefront is named by the Host header.
    const get = (path: string) =>
      request.get(`http://127.0.0.1:${PORT}${path}`, {
        headers: { host: `giftpass-ch.localhost:${PORT}`, "cache-control": "no-cache" },
      });
    const page = await get("/fr/");
    const html = await page.text();
    const element = /<script type="application\/json" id="shell-data">([^<]*)<\/script>/.exec(html);
    const shell = JSON.parse(element?.[1] ?? "null");
    expect(shell.sf.code).toBe("giftpass-ch");
    expect(shell.language).toBe("fr");
    // The route data script holds no second copy (the storefront's code appears in it as the shell's text would).
    const data = html.slice(html.indexOf("streamController.enqueue"));
    expect(data).not.toContain("storeId");
    // What a form post's revalidation gets: the shell as text in the route data.
    const revalidated = await get("/fr/_root.data");
    expect(await revalidated.text()).toContain('\\"code\\":\\"giftpass-ch\\"');
  });

  test("adds the trailing slash with a 301 and keeps the query", async ({ request }) => {
    const response = await request.get(storefrontUrl(null, "/privacy?x=1"), { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/privacy/?x=1");
  });

  test("answers unknown paths and /404/ with the themed not-found page", async ({ page }) => {
    for (const path of ["/does-not-exist/", "/404/"]) {
      const response = await page.goto(storefrontUrl("choice-uk", path));
      expect(response?.status()).toBe(404);
      await expect(page.locator("[data-not-found] img")).toHaveAttribute("src", "/brand/choice/not-found.svg");
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", "noindex,nofollow");
    }
  });

  test("a list slug of another storefront is a 404", async ({ request }) => {
    // Node does not resolve *.localhost: send the Host header to the loopback instead.
    const get = (code: string, path: string) =>
      request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${code}.localhost:${PORT}` } });
    expect((await get("kadoo-nl", "/cadeaubonnen/")).status()).toBe(404);
    expect((await get("kadoo-be", "/cadeaubonnen/")).status()).toBe(200);
    expect((await get("kadoo-nl", "/cadeaukaarten/")).status()).toBe(200);
  });

  test("an unknown host is a plain 404", async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/`, {
      headers: { host: "shop.example.com" },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe("Not found");
  });
});

test.describe("shell behaviour", () => {
  test("rotates the v3 selling points at 1023 px only", async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await open(page, storefrontUrl("choice-nl", "/"));
    const track = page.locator("[data-rotating] ul");
    await expect(track).toHaveAttribute("data-index", "0");
    await expect(track).toHaveAttribute("data-index", "1", { timeout: 5000 });
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.locator("[data-rotating]")).toHaveCount(0);
    await expect(page.locator("[data-usp]")).toHaveCount(3);
  });

  test("components first rendered in the browser are styled (mobile menu, modal)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, storefrontUrl("choice-be", "/fr/"));
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("[data-mobile-menu]");
    await expect(menu).toHaveCSS("position", "fixed");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await page.locator("[data-cookie-open]").click();
    await expect(page.locator("[data-modal]")).toHaveCSS("border-radius", /16px/);
  });

  test("opens the cookie modal and closes it with Escape and with the close button", async ({ page }) => {
    await open(page, storefrontUrl(null, "/"));
    await page.locator("[data-cookie-open]").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.locator("[data-cookie-open]").click();
    await page.locator("[data-modal-close]").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a modal opened while another is closing keeps the focus, and gives it back to what opened it", async ({
    page,
  }) => {
    await open(page, storefrontUrl(null, "/"));
    await page.locator("[data-cookie-open]").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Escape starts the cookie modal's 300 ms close; the store switcher opens within it (its button
    // focused and clicked by events: the closing overlay still covers the page for the mouse).
    await page.keyboard.press("Escape");
    const button = page.locator("[data-store-switcher-open]");
    await button.focus();
    await button.dispatchEvent("click");
    const switcher = page.getByRole("dialog", { name: "Kies je land en taal" });
    await expect(switcher).toBeVisible();
    // Once the cookie modal's close (spec §9: 300 ms) is over, the focus is still in the switcher, not
    // back on the cookie link.
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("[data-store-switcher-open]")).toBeFocused();
  });

  test("shows the scroll-up button after two screen heights and scrolls to the top", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 300 });
    await open(page, storefrontUrl(null, "/"));
    await expect(page.getByRole("button", { name: /naar boven/i })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2 + 50));
    const up = page.getByRole("button", { name: /naar boven/i });
    await expect(up).toBeVisible();
    await up.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("store switcher: banner for a foreign visitor, modal, apply goes to the other domain", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-test-country": "DE" });
    await open(page, storefrontUrl(null, "/privacy/"));
    const banner = page.locator("[data-store-banner]");
    await expect(banner).toBeVisible();
    await page.locator("[data-store-banner-choose]").click();
    const dialog = page.getByRole("dialog", { name: "Kies je land en taal" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /toepassen/i }).click();
    await expect(page).toHaveURL(/(choice|giftpass)-de\.localhost:\d+\/privacy\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  });

  test("store switcher: closing the banner keeps it away", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-test-country": "FR" });
    await open(page, storefrontUrl(null, "/"));
    await page
      .locator("[data-store-banner]")
      .getByRole("button", { name: /sluiten/i })
      .click();
    await expect(page.locator("[data-store-banner]")).toHaveCount(0);
    await page.reload();
    await expect(page.locator("[data-cookie-open]")).toBeVisible();
    await expect(page.locator("[data-store-banner]")).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  for (const [name, code, path] of [
    ["home kadoo-be", null, "/"],
    ["home giftpass-ch fr", "giftpass-ch", "/fr/"],
    ["home choice-uk", "choice-uk", "/"],
    ["404", null, "/bestaat-niet/"],
    ["privacy giftpass-fi sv", "giftpass-fi", "/sv/privacy/"],
    ["helpdesk kadoo-be (FAQ with its drawing)", null, "/helpdesk/"],
  ] as const) {
    test(`axe: no serious or critical violations on ${name}`, async ({ page }) => {
      await page.goto(storefrontUrl(code, path));
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("axe: no serious or critical violations with the store switcher modal open", async ({ page }) => {
    await open(page, storefrontUrl("choice-be", "/fr/"));
    await page.locator("[data-store-switcher-open]").click();
    await expect(page.locator("[data-store-switcher-form]")).toBeVisible();
    // Checked once the modal's fade-in has ended (a half-faded form has a half contrast).
    expect(await seriousViolations(page)).toEqual([]);
  });
});
