import type { Page } from "@playwright/test";
import { expect, open, PORT, seriousViolations, storefrontUrl, TILE_HOST, test } from "./fixtures";

/** The storefront's locations, through the API. */
async function locationsOf(page: Page, code: string, storeID: number, language: string, country: string) {
  const response = await page.request.post(`http://127.0.0.1:${PORT}/graphql`, {
    headers: { host: `${code}.localhost:${PORT}`, "content-type": "application/json" },
    data: {
      query: `query($userData: UserDataInput!) { locations(userData: $userData, paging: { itemsPerPage: 50, pageNumber: 1 }) { items { slug city } } }`,
      variables: { userData: { language, storeID, countryCode: country } },
    },
  });
  return (await response.json()).data.locations.items as { slug: string; city: string }[];
}

/** A product of the storefront that has locations (the first location's first product). */
async function productWithLocations(page: Page, code: string, storeID: number, language: string, country: string) {
  const [first] = await locationsOf(page, code, storeID, language, country);
  await open(page, storefrontUrl(code, `/locatie/${first.slug}/`));
  const href = await page.locator("[data-location-detail] ul a").first().getAttribute("href");
  return { product: href as string, location: first.slug, city: first.city };
}

const COORDS = /latmax=-?\d+\.\d{5}&latmin=-?\d+\.\d{5}&lonmax=-?\d+\.\d{5}&lonmin=-?\d+\.\d{5}/;

test.describe("locations", () => {
  test("the product's locations: list, lazily loaded map, rectangle in the URL with 5 decimals", async ({ page }) => {
    const leaflet: string[] = [];
    page.on("request", (r) => {
      if (/MapView-.*\.js/.test(r.url())) leaflet.push(r.url());
    });
    const { product } = await productWithLocations(page, "choice-uk", 144, "en", "GB");
    leaflet.length = 0;
    await open(page, storefrontUrl("choice-uk", `${product}locaties/?page=1&s=`));
    await expect(page.locator("[data-location-list] li").first()).toBeVisible();
    await expect(page.locator(".leaflet-container")).toBeVisible();
    expect(leaflet.length).toBe(1);
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
    await page.locator(".leaflet-control-zoom-in").click();
    await expect(page).toHaveURL(COORDS);
    expect(new URL(page.url()).searchParams.has("page")).toBe(false);
    expect(new URL(page.url()).searchParams.has("s")).toBe(false);
    await page.locator("[data-clear-area]").click();
    await expect(page).not.toHaveURL(/latmax/);
  });

  test("address suggestions move the map to the place; Enter on a suggestion applies it", async ({ page }) => {
    const { product, city } = await productWithLocations(page, "kadoo-be", 95, "nl", "BE");
    await open(page, storefrontUrl("kadoo-be", `${product}locaties/`));
    const input = page.getByRole("combobox");
    await input.fill(city.slice(0, 3));
    await expect(page.getByRole("option").first()).toBeVisible();
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(COORDS);
    await expect(page.locator("[data-location-list] li").first()).toBeVisible();
  });

  test("the map-failed message when tiles fail; the list still pages and searches", async ({ page }) => {
    await page.route(`http://${TILE_HOST}/**`, (route) => route.fulfill({ status: 503, body: "" }));
    const { product } = await productWithLocations(page, "giftpass-de", 110, "de", "DE");
    await open(page, storefrontUrl("giftpass-de", `${product}locaties/`));
    await expect(page.locator("[data-map-failed]")).toBeVisible();
    const count = await page.locator("[data-location-list] li").count();
    expect(count).toBeGreaterThan(0);
    const firstCity =
      ((await page.locator("[data-location-list] li span").first().textContent()) ?? "").split(" ").pop() ?? "";
    await page.getByRole("combobox").fill(firstCity);
    await page
      .getByRole("button", { name: /./ })
      .filter({ hasText: /^(Search|Suchen)$/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`s=${encodeURIComponent(firstCity)}`));
    await expect(page.locator("[data-location-list] li").first()).toContainText(firstCity);
  });

  test("the map library failing to load shows the same message", async ({ page, consoleErrors }) => {
    await page.route(/MapView-.*\.js$/, (route) => route.abort());
    const { product } = await productWithLocations(page, "choice-uk", 144, "en", "GB");
    await page.goto(storefrontUrl("choice-uk", `${product}locaties/`));
    await expect(page.locator("[data-map-failed]")).toHaveText(
      "The map could not be loaded. You can still use the list of locations.",
    );
    await expect(page.locator("[data-location-list] li").first()).toBeVisible();
    // The failed request is reported by the browser; nothing else may be (the failed import is caught).
    const others = consoleErrors.filter((e) => !/dynamically imported module|MapView|Failed to load resource/.test(e));
    consoleErrors.length = 0;
    expect(others).toEqual([]);
  });

  test("location detail with LocalBusiness JSON-LD, under the product and on its own path", async ({ page }) => {
    const { product, location } = await productWithLocations(page, "giftpass-ch", 112, "de", "CH");
    await open(page, storefrontUrl("giftpass-ch", `/fr${product}locaties/${location}/`));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}");
    expect(ld["@type"]).toBe("LocalBusiness");
    expect(ld.address["@type"]).toBe("PostalAddress");
    expect(ld.geo.latitude).toEqual(expect.any(Number));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/fr/locatie/${location}/$`),
    );
    await page.goBack();
  });

  test("a product or location of another storefront is a 404", async ({ page, request }) => {
    const api = async (code: string, storeID: number, country: string, query: string) => {
      const response = await page.request.post(`http://127.0.0.1:${PORT}/graphql`, {
        headers: { host: `${code}.localhost:${PORT}`, "content-type": "application/json" },
        data: { query, variables: { userData: { language: "nl", storeID, countryCode: country } } },
      });
      return (await response.json()).data;
    };
    const nlProducts = new Set<string>();
    for (const pageNumber of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const data = await api(
        "kadoo-nl",
        96,
        "NL",
        `query($userData: UserDataInput!) { products(userData: $userData, paging: { itemsPerPage: 100, pageNumber: ${pageNumber} }) { items { path } } }`,
      );
      for (const item of data.products.items) nlProducts.add(item.path.split("/")[2]);
    }
    const nlLocations = new Set((await locationsOf(page, "kadoo-nl", 96, "nl", "NL")).map((l) => l.slug));
    const beLocations = await locationsOf(page, "kadoo-be", 95, "nl", "BE");
    const own = beLocations.find((l) => !nlLocations.has(l.slug));
    let product: string | undefined;
    for (const l of beLocations) {
      const data = await api(
        "kadoo-be",
        95,
        "BE",
        `query($userData: UserDataInput!) { location(userData: $userData, slug: "${l.slug}") { location { products { path } } } }`,
      );
      product = data.location.location.products
        .map((p: { path: string }) => p.path.split("/")[2])
        .find((slug: string) => !nlProducts.has(slug));
      if (product) break;
    }
    expect(own).toBeDefined();
    expect(product).toBeDefined();
    const get = (code: string, path: string) =>
      request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${code}.localhost:${PORT}` } });
    expect((await get("kadoo-be", `/locatie/${own?.slug}/`)).status()).toBe(200);
    expect((await get("kadoo-nl", `/locatie/${own?.slug}/`)).status()).toBe(404);
    expect((await get("kadoo-be", `/cadeaubonnen/${product}/locaties/`)).status()).toBe(200);
    expect((await get("kadoo-nl", `/cadeaukaarten/${product}/locaties/`)).status()).toBe(404);
    expect((await get("kadoo-nl", `/cadeaukaarten/${product}/`)).status()).toBe(404);
    expect((await get("kadoo-be", `/cadeaubonnen/${product}/locaties/niet-hier/`)).status()).toBe(404);
  });

  test("axe: no serious or critical violations on the locations overview and a location", async ({ page }) => {
    const { product, location } = await productWithLocations(page, "kadoo-be", 95, "nl", "BE");
    await open(page, storefrontUrl("kadoo-be", `${product}locaties/`));
    await expect(page.locator(".leaflet-container")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, storefrontUrl("kadoo-be", `/locatie/${location}/`));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
