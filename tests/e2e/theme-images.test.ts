/**
 * The theme's logos and trust marks where spec §2/§3/§9 place them, on one storefront of each brand
 * family: the header logo per logo version (logoV2 at v2), the header's trust mark, the v3 top bar's
 * marks (120 px, from 1024 px), the footer bottom bar's marks (60 px, lazy) and the FAQ drawing.
 * Every image carries width and height (no layout shift) and a mark's text from the config.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, open, storefrontUrl, test } from "./fixtures";

/** Each image of the locator: its configured size, a text when it says something, lazy when asked. */
async function expectImages(images: Locator, o: { count: number; width: number; height: number; lazy: boolean }) {
  await expect(images).toHaveCount(o.count);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("width", String(o.width));
    await expect(img).toHaveAttribute("height", String(o.height));
    expect(await img.getAttribute("alt")).toMatch(/\S/);
    if (o.lazy) await expect(img).toHaveAttribute("loading", "lazy");
    else expect(await img.getAttribute("loading")).toBeNull();
  }
}

async function expectHeaderLogo(page: Page, src: string, width: number, height: number) {
  const logo = page.locator("header [data-logo-version] img");
  await expect(logo).toHaveAttribute("src", src);
  await expect(logo).toHaveAttribute("width", String(width));
  await expect(logo).toHaveAttribute("height", String(height));
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("kadoo (v1): the logo, the header's mark, the bottom bar's marks and the helpdesk's FAQ drawing", async ({
  page,
}) => {
  await open(page, storefrontUrl("kadoo-be", "/helpdesk/"));
  await expectHeaderLogo(page, "/brand/kadoo/logo.svg", 200, 80);
  const headerMarks = page.locator("header [data-trust-marks=header] img");
  await expectImages(headerMarks, { count: 1, width: 120, height: 40, lazy: false });
  await expect(headerMarks).toBeVisible();
  // No top bar without selling points, so no top-bar marks.
  await expect(page.locator("[data-trust-marks=topbar]")).toHaveCount(0);
  await expectImages(page.locator("footer [data-trust-marks=bottom-bar] img"), {
    count: 3,
    width: 60,
    height: 20,
    lazy: true,
  });
  await expectImages(page.locator("footer [data-trust-marks=footer] img"), {
    count: 3,
    width: 120,
    height: 40,
    lazy: true,
  });
  // The FAQ block's drawing, decorative, beside the questions.
  const art = page.locator("[data-faq-art]");
  await expect(art).toHaveAttribute("src", "/brand/kadoo/faq.svg");
  await expect(art).toHaveAttribute("alt", "");
  await expect(art).toHaveAttribute("loading", "lazy");
  await art.scrollIntoViewIfNeeded();
  await expect(art).toBeVisible();
  const [faqBox, artBox] = [await page.locator("details").first().boundingBox(), await art.boundingBox()];
  expect(artBox?.x).toBeGreaterThan((faqBox?.x ?? 0) + (faqBox?.width ?? 0) - 1);
  // The header's mark leaves when the header has no room for it (below 1280 px).
  await page.setViewportSize({ width: 1279, height: 900 });
  await expect(headerMarks).toBeHidden();
});

test("giftpass (v2): the v2 logo at the v2 sizes, the header's mark and the bottom bar's marks", async ({ page }) => {
  await open(page, storefrontUrl("giftpass-ch", "/fr/"));
  await expectHeaderLogo(page, "/brand/giftpass/logo-v2.svg", 252, 86);
  await expectImages(page.locator("header [data-trust-marks=header] img"), {
    count: 1,
    width: 120,
    height: 40,
    lazy: false,
  });
  await expect(page.locator("[data-trust-marks=topbar]")).toHaveCount(0);
  await expectImages(page.locator("footer [data-trust-marks=bottom-bar] img"), {
    count: 2,
    width: 60,
    height: 20,
    lazy: true,
  });
  // The mark's text is the page language's (config, per language).
  await expect(page.locator("footer [data-trust-marks=bottom-bar] img").first()).toHaveAttribute(
    "alt",
    /paiement|sécuris/i,
  );
});

test("choice (v3): the top bar's marks from 1024 px beside the selling points, the header's and the bottom bar's", async ({
  page,
}) => {
  await open(page, storefrontUrl("choice-be", "/fr/"));
  await expectHeaderLogo(page, "/brand/choice/logo.svg", 202, 52);
  const topbar = page.locator("header [data-trust-marks=topbar] img");
  await expectImages(topbar, { count: 2, width: 120, height: 40, lazy: false });
  await expect(topbar.first()).toBeVisible();
  await expect(page.locator("header [data-usp]")).toHaveCount(3);
  await expectImages(page.locator("header [data-trust-marks=header] img"), {
    count: 1,
    width: 120,
    height: 40,
    lazy: false,
  });
  await expectImages(page.locator("footer [data-trust-marks=bottom-bar] img"), {
    count: 2,
    width: 60,
    height: 20,
    lazy: true,
  });
  // At 1023 px the selling points rotate in a 30 px bar: no room for the marks.
  await page.setViewportSize({ width: 1023, height: 900 });
  await expect(topbar.first()).toBeHidden();
});
