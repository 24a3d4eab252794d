import { describe, expect, it } from "vitest";
import { SharedPages } from "./shared-pages";
import type { Storefront } from "./storefront";

const sf = (code: string, productList: string) =>
  ({ code, slugs: { productList, choiceCard: "choice-cadeaukaart", basket: "winkelmandje" } }) as Storefront;
const kadooBe = sf("kadoo-be", "cadeaubonnen");
const kadooNl = sf("kadoo-nl", "cadeaukaarten");

describe("shared pages", () => {
  const pages = new SharedPages();
  const shared = (path: string, storefront = kadooBe) => pages.isShared(storefront, path);

  it("are the catalogue and content pages, and their data requests", () => {
    for (const path of [
      "/",
      "/cadeaubonnen/",
      "/cadeaubonnen/2/",
      "/cadeaubonnen/apple-gift-card/",
      "/cadeaubonnen/apple-gift-card/locaties/",
      "/categorie/wellness/",
      "/choice-cadeaukaart/",
      "/blog/",
      "/privacy/",
      "/klantenservice/contact/",
      "/saldocheck/info/7/",
      "/hoe-werkt-het/",
      "/_root.data",
      "/cadeaubonnen/apple-gift-card.data",
    ])
      expect(shared(path), path).toBe(true);
  });

  it("are never the basket, checkout, account, redeem, activation, doubler or business pages", () => {
    for (const path of [
      "/winkelmandje/",
      "/winkelmandje.data",
      "/bestellen/",
      "/bestellen/gelukt/",
      "/account/",
      "/account/overzicht/",
      "/account/bestellingen/2/",
      "/saldocheck/",
      "/saldocheck/inwisselen/",
      "/saldocheck/checkout/",
      "/kaartgegevens/",
      "/activeren/",
      "/verdubbelaar/",
      "/zakelijk/",
      "/nabestellen/",
      "/captcha",
      "/ip",
      // Remix's route discovery: its own immutable Cache-Control, not a shared page's beside it.
      "/__manifest",
    ])
      expect(shared(path), path).toBe(false);
  });

  it("match each storefront's own slugs", () => {
    expect(shared("/cadeaukaarten/apple-gift-card/", kadooNl)).toBe(true);
    // Another storefront's list slug is no list here: it falls to the landing pages (a 404 when none).
    expect(shared("/cadeaukaarten/apple-gift-card/locaties/", kadooBe)).toBe(true);
    expect(shared("/winkelmandje/", kadooNl)).toBe(false);
  });
});
