/** Resource routes and redirects per storefront: robots.txt, sitemap.xml, /ip, helpdesk, language prefix. */
import { expect, open, PORT, test } from "./fixtures";

const get = (request: import("@playwright/test").APIRequestContext, host: string, path: string, headers = {}) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${host}:${PORT}`, ...headers }, maxRedirects: 0 });

test("robots.txt points at the storefront's own sitemap", async ({ request }) => {
  const response = await get(request, "giftpass-ch.localhost", "/fr/robots.txt");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`Sitemap: http://giftpass-ch.localhost:${PORT}/fr/sitemap.xml`);
});

test("sitemap.xml lists the storefront's pages with their brand family's hreflang alternates", async ({ request }) => {
  const response = await get(request, "giftpass-ch.localhost", "/fr/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain(`<loc>http://giftpass-ch.localhost:${PORT}/fr/privacy/</loc>`);
  // The same page on another GiftPass storefront; a kadoo storefront is another brand's content (ADR 028).
  expect(xml).toContain(`hreflang="de-de" href="http://giftpass-de.localhost:${PORT}/privacy/"`);
  expect(xml).not.toContain("kadoo-be.localhost");
  expect(xml).toContain(`<loc>http://giftpass-ch.localhost:${PORT}/fr/cadeaukaarten/</loc>`);
});

test("/favicon.ico sends to the storefront's own icon, the one its pages name", async ({ request }) => {
  for (const [host, path] of [
    ["kadoo-be.localhost", "/favicon.ico"],
    ["giftpass-ch.localhost", "/favicon.ico"],
  ] as const) {
    const response = await get(request, host, path);
    expect(response.status(), host).toBe(302);
    const icon = response.headers().location;
    const page = await (await get(request, host, "/")).text();
    expect(page, host).toContain(`<link rel="icon" href="${icon}" type="image/svg+xml"/>`);
    const file = await get(request, host, icon);
    expect(file.status(), icon).toBe(200);
    expect(file.headers()["content-type"]).toContain("image/svg+xml");
  }
});

test("GET /ip answers the geo header's country, else the country database's, never for a private address", async ({
  request,
}) => {
  const header = await get(request, "localhost", "/ip", { "x-test-country": "de", "x-forwarded-for": "8.8.8.8" });
  expect(header.headers()["cache-control"]).toBe("private, no-store");
  expect(await header.json()).toEqual({ country_code: "DE" });
  // No CDN header: the client address Express trusts (TRUST_PROXY) in the built-in database (ADR 023).
  expect(await (await get(request, "localhost", "/ip", { "x-forwarded-for": "193.0.6.139" })).json()).toEqual({
    country_code: "NL",
  });
  expect(await (await get(request, "localhost", "/ip")).json()).toEqual({ country_code: null });
  expect(await (await get(request, "localhost", "/ip", { "x-forwarded-for": "10.1.2.3" })).json()).toEqual({
    country_code: null,
  });
});

test("helpdesk redirects to contact where the storefront says so, and is a page elsewhere", async ({ request }) => {
  const nl = await get(request, "kadoo-nl.localhost", "/helpdesk/");
  expect(nl.status()).toBe(301);
  expect(nl.headers().location).toBe("/klantenservice/contact/");
  expect((await get(request, "kadoo-be.localhost", "/helpdesk/")).status()).toBe(200);
});

test("the default language's prefix redirects to the unprefixed page", async ({ request }) => {
  const response = await get(request, "giftpass-ch.localhost", "/de/privacy/?a=1");
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/privacy/?a=1");
});

test("content, landing and contact pages render with their metadata", async ({ page }) => {
  await page.goto(`http://choice-be.localhost:${PORT}/fr/over-ons/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
  await expect(page.locator("h1")).not.toBeEmpty();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `http://choice-be.localhost:${PORT}/fr/over-ons/`,
  );
  await page.goto(`http://kadoo-be.localhost:${PORT}/klantenservice/contact/`);
  await expect(page.locator("main")).toContainText("klantenservice@kadoo.be");
  await expect(page.locator("main")).toContainText("09:00 – 17:30");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "Organization", name: "Kadoo België" });
});

test("a product list page past the last page is a 404, page 1 with a number redirects", async ({ request }) => {
  expect((await get(request, "choice-uk.localhost", "/cadeaukaarten/99/")).status()).toBe(404);
  const one = await get(request, "choice-uk.localhost", "/cadeaukaarten/1/");
  expect(one.status()).toBe(301);
  expect(one.headers().location).toBe("/cadeaukaarten/");
  expect((await get(request, "choice-uk.localhost", "/cadeaukaarten/2/")).status()).toBe(200);
});

test("the API under a storefront's prefix answers only for that storefront", async ({ request }) => {
  const query = "query($u: UserDataInput!) { getUserInfo(userData: $u) { user { subscribed } errors { code } } }";
  const post = (u: object) =>
    request.post(`http://127.0.0.1:${PORT}/fr/graphql`, {
      headers: { host: `giftpass-ch.localhost:${PORT}`, "content-type": "application/json" },
      data: { query, variables: { u } },
    });
  const own = await (await post({ language: "fr", storeID: 112, countryCode: "CH" })).json();
  expect(own).toEqual({ data: { getUserInfo: { user: null, errors: [] } } });
  const foreign = await (await post({ language: "nl", storeID: 95, countryCode: "BE" })).json();
  expect(foreign.data.getUserInfo.errors).toEqual([{ code: 1000 }]);
});

test("malformed URLs are a 400, never a 500", async ({ request }) => {
  for (const path of ["/%E0%A4%A/", "/cadeaubonnen/abc%ZZ/"]) {
    const response = await get(request, "kadoo-be.localhost", path);
    expect(response.status()).toBe(400);
  }
  expect((await get(request, "kadoo-be.localhost", "/cadeaubonnen/0/")).status()).toBe(404);
  expect((await get(request, "kadoo-be.localhost", "/cadeaubonnen/01/")).status()).toBe(404);
});

test("the balance check's empty form is an indexable page with a description", async ({ page }) => {
  await open(page, `http://giftpass-uk.localhost:${PORT}/saldocheck/`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index,follow");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Check the balance of your .+ gift card: enter its number and see what is left to spend\.$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en-gb"]')).toHaveCount(1);
});

test("the empty basket is an indexable page with a description; a shopper's filled basket is not", async ({
  request,
}) => {
  const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
  // What a crawler (no cookie) gets.
  const empty = await (await get(request, "kadoo-be.localhost", "/winkelmandje/")).text();
  expect(robotsOf(empty)).toBe("index,follow");
  expect(empty).toMatch(/<meta name="description" content="Je Kadoo-winkelmandje[^"]+"/);
  expect(empty).toContain(`<link rel="canonical" href="http://kadoo-be.localhost:${PORT}/winkelmandje/"`);
  // The request context keeps the basket's cookie, as a browser does.
  const added = await request.post(`http://127.0.0.1:${PORT}/cadeaubonnen/apple-gift-card/`, {
    headers: { host: `kadoo-be.localhost:${PORT}` },
    form: { deliveryType: "digital", amount: "25", quantity: "1", sendTo: "me" },
    maxRedirects: 0,
  });
  expect(added.status()).toBeLessThan(400);
  const filled = await (await get(request, "kadoo-be.localhost", "/winkelmandje/")).text();
  expect(filled).toContain("Apple");
  expect(robotsOf(filled)).toBe("noindex,nofollow");
});
