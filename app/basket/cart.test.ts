import { describe, expect, it } from "vitest";
import {
  addPackage,
  blankPacks,
  type CardLine,
  type CartDoc,
  type CartRules,
  cartQuantity,
  computeTotals,
  deletePackageGroup,
  EMPTY_CART,
  limitViolations,
  mergeCarts,
  type Package,
  packageCardValue,
  packageGroups,
  setPackageQuantity,
} from "./cart";

const RULES: CartRules = {
  vatRate: 21,
  shipping: { standard: 2.95, registered: 8.95 },
  registeredAbove: 300,
  appleLimit: 500,
  orderLimit: 5000,
  maxCards: 100,
};

let seq = 0;
const id = () => `id${++seq}`;

function card(overrides: Partial<CardLine> = {}): CardLine {
  return {
    productId: 1,
    variationId: 11,
    sku: "kadoo-be-bistro-d",
    title: "Bistro Belle cadeaubon",
    slug: "bistro-belle",
    productType: "GIFTCARD_DIGITAL",
    variationType: "digital",
    image: "/media/card/95/nl/bistro-belle.svg",
    color: "#123456",
    amount: 25,
    qty: 1,
    limitGroup: null,
    ...overrides,
  };
}

function pkg(c: Partial<CardLine> = {}, extras: Partial<Package> = {}): Package {
  return { id: id(), card: card(c), wrapper: null, giftPacking: null, message: null, ...extras };
}

const jan = { name: "Jan", email: "jan@example.be", phone: "" };
const els = { name: "Els", email: "els@example.be", phone: "" };

describe("adding packages (spec §3 shipments and packages)", () => {
  it("puts packages for the same receiver and moment in one shipment, others in their own", () => {
    let doc: CartDoc = EMPTY_CART;
    doc = addPackage(doc, { deliveryType: "DIGITAL", receiver: jan, schedule: null, pkg: pkg() }, id);
    doc = addPackage(
      doc,
      { deliveryType: "DIGITAL", receiver: { ...jan, email: "JAN@example.be" }, schedule: null, pkg: pkg() },
      id,
    );
    doc = addPackage(doc, { deliveryType: "DIGITAL", receiver: els, schedule: null, pkg: pkg() }, id);
    doc = addPackage(
      doc,
      { deliveryType: "DIGITAL", receiver: jan, schedule: { date: "2026-12-24", time: "08:00" }, pkg: pkg() },
      id,
    );
    expect(doc.shipments.map((s) => s.packages.length)).toEqual([2, 1, 1]);
    expect(doc.shipments.every((s) => s.tag.startsWith("digital-"))).toBe(true);
  });
  it("keeps physical cards apart from digital ones, one shipment per receiver", () => {
    let doc: CartDoc = EMPTY_CART;
    doc = addPackage(
      doc,
      { deliveryType: "PHYSICAL", receiver: null, schedule: null, pkg: pkg({ variationType: "physical" }) },
      id,
    );
    doc = addPackage(doc, { deliveryType: "DIGITAL", receiver: null, schedule: null, pkg: pkg() }, id);
    doc = addPackage(
      doc,
      { deliveryType: "PHYSICAL", receiver: null, schedule: null, pkg: pkg({ variationType: "physical" }) },
      id,
    );
    expect(doc.shipments.map((s) => [s.deliveryType, s.packages.length])).toEqual([
      ["PHYSICAL", 2],
      ["DIGITAL", 1],
    ]);
  });
});

describe("totals (spec §1, §3)", () => {
  it("adds cards and extras, charges shipping per physical shipment, VAT only on extras and shipping", () => {
    let doc: CartDoc = EMPTY_CART;
    doc = addPackage(
      doc,
      {
        deliveryType: "PHYSICAL",
        receiver: null,
        schedule: null,
        pkg: pkg(
          { amount: 50, qty: 2, variationType: "physical" },
          {
            wrapper: { extraId: 1, sku: "w", title: "Holder", price: 1.95, qty: 2, image: "", containsWine: false },
            giftPacking: { extraId: 2, sku: "g", title: "Box", price: 2.95, qty: 1, image: "", containsWine: false },
            message: { extraId: 3, sku: "m", title: "Message", price: 0, text: "Proficiat!" },
          },
        ),
      },
      id,
    );
    doc = addPackage(
      doc,
      { deliveryType: "DIGITAL", receiver: jan, schedule: null, pkg: pkg({ amount: 25, qty: 1 }) },
      id,
    );
    const t = computeTotals(doc, RULES);
    expect(t.groupedTotals.physicalTotal).toEqual({ qty: 2, price: 100 });
    expect(t.groupedTotals.digitalTotal).toEqual({ qty: 1, price: 25 });
    expect(t.subTotal).toBe(131.85); // 125 cards + 3.90 holders + 2.95 box
    expect(t.adjustments).toEqual([{ adjustmentType: "SHIPPING", tag: doc.shipments[0].tag, price: 2.95 }]);
    expect(t.grandTotal).toBe(134.8);
    expect(t.groupedTotals.extra).toBe(9.8);
    // 9.80 taxable incl. 21% VAT → 1.70 VAT; cards carry none.
    expect(t.vat).toBe(1.7);
    expect(t.grandTotalWithoutTax).toBe(133.1);
    expect(t.registered).toBe(false);
  });
  it("sends registered above the threshold or with wine", () => {
    const above = addPackage(
      EMPTY_CART,
      {
        deliveryType: "PHYSICAL",
        receiver: null,
        schedule: null,
        pkg: pkg({ amount: 150, qty: 3, variationType: "physical" }),
      },
      id,
    );
    expect(computeTotals(above, RULES).registered).toBe(true);
    expect(computeTotals(above, RULES).adjustments[0]).toMatchObject({
      adjustmentType: "REGISTERED_SHIPPING",
      price: 8.95,
    });
    const atThreshold = addPackage(
      EMPTY_CART,
      {
        deliveryType: "PHYSICAL",
        receiver: null,
        schedule: null,
        pkg: pkg({ amount: 150, qty: 2, variationType: "physical" }),
      },
      id,
    );
    expect(computeTotals(atThreshold, RULES).registered).toBe(false);
    const wine = addPackage(
      EMPTY_CART,
      {
        deliveryType: "PHYSICAL",
        receiver: null,
        schedule: null,
        pkg: pkg(
          { amount: 20, variationType: "physical" },
          {
            giftPacking: {
              extraId: 9,
              sku: "wine",
              title: "Wine",
              price: 14.95,
              qty: 1,
              image: "",
              containsWine: true,
            },
          },
        ),
      },
      id,
    );
    expect(computeTotals(wine, RULES).registered).toBe(true);
  });
  it("charges no shipping for digital-only baskets", () => {
    const doc = addPackage(
      EMPTY_CART,
      { deliveryType: "DIGITAL", receiver: null, schedule: null, pkg: pkg({ amount: 400 }) },
      id,
    );
    const t = computeTotals(doc, RULES);
    expect(t.adjustments).toEqual([]);
    expect(t.grandTotal).toBe(400);
    expect(t.vat).toBe(0);
  });
  it("packs empty cards per 3 (spec §9)", () => {
    expect([1, 3, 4, 6, 7].map(blankPacks)).toEqual([1, 1, 2, 2, 3]);
  });
  it("values a package's cards at amount × quantity", () => {
    expect(packageCardValue(pkg({ amount: 25, qty: 3 }))).toBe(75);
  });
});

describe("limits (spec §8)", () => {
  it("2015: Apple gift cards up to the limit per order", () => {
    const apple = (amount: number, qty: number) => pkg({ amount, qty, limitGroup: "apple" });
    const ok = addPackage(
      EMPTY_CART,
      { deliveryType: "DIGITAL", receiver: null, schedule: null, pkg: apple(250, 2) },
      id,
    );
    expect(limitViolations(ok, RULES)).toEqual([]);
    const over = addPackage(ok, { deliveryType: "DIGITAL", receiver: els, schedule: null, pkg: apple(25, 1) }, id);
    expect(limitViolations(over, RULES)).toEqual(["appleLimit"]);
    // Other cards do not count towards the Apple limit.
    const other = addPackage(
      ok,
      { deliveryType: "DIGITAL", receiver: els, schedule: null, pkg: pkg({ amount: 150 }) },
      id,
    );
    expect(limitViolations(other, RULES)).toEqual([]);
  });
  it("2030: the gift-card value and count of one order", () => {
    const big = addPackage(
      EMPTY_CART,
      { deliveryType: "DIGITAL", receiver: null, schedule: null, pkg: pkg({ amount: 150, qty: 34 }) },
      id,
    );
    expect(limitViolations(big, RULES)).toEqual(["giftcardLimit"]);
    const many = addPackage(
      EMPTY_CART,
      { deliveryType: "DIGITAL", receiver: null, schedule: null, pkg: pkg({ amount: 5, qty: 101 }) },
      id,
    );
    expect(limitViolations(many, RULES)).toEqual(["giftcardLimit"]);
    const fine = addPackage(
      EMPTY_CART,
      { deliveryType: "DIGITAL", receiver: null, schedule: null, pkg: pkg({ amount: 5, qty: 100 }) },
      id,
    );
    expect(limitViolations(fine, RULES)).toEqual([]);
  });
});

describe("package groups, deleting and merging", () => {
  const two = () => {
    let doc: CartDoc = EMPTY_CART;
    doc = addPackage(doc, { deliveryType: "DIGITAL", receiver: jan, schedule: null, pkg: pkg() }, id);
    doc = addPackage(doc, { deliveryType: "DIGITAL", receiver: jan, schedule: null, pkg: pkg({ amount: 40 }) }, id);
    doc = addPackage(doc, { deliveryType: "DIGITAL", receiver: els, schedule: null, pkg: pkg() }, id);
    return doc;
  };
  it("lists one group per package with its receiver, preview and total", () => {
    const groups = packageGroups(two());
    expect(groups).toHaveLength(3);
    expect(groups[1]).toMatchObject({ receiver: jan, totalPrice: 40 });
    expect(groups[0].cardsPreviews[0].productLabel).toBe("Bistro Belle cadeaubon");
  });
  it("deleteGiftcardPackageGroup removes one package, or the whole shipment without a package id", () => {
    const doc = two();
    const [first, second] = doc.shipments;
    const one = deletePackageGroup(doc, first.tag, first.packages[0].id);
    expect(one?.shipments[0].packages).toHaveLength(1);
    const all = deletePackageGroup(doc, first.tag);
    expect(all?.shipments.map((s) => s.tag)).toEqual([second.tag]);
    const last = deletePackageGroup(deletePackageGroup(doc, second.tag) as CartDoc, first.tag);
    expect(last?.shipments).toEqual([]);
    expect(deletePackageGroup(doc, "digital-unknown")).toBeNull();
    expect(deletePackageGroup(doc, first.tag, "nope")).toBeNull();
  });
  it("a quantity change moves the wrappers along; zero removes the package", () => {
    const doc = addPackage(
      EMPTY_CART,
      {
        deliveryType: "PHYSICAL",
        receiver: null,
        schedule: null,
        pkg: pkg(
          { qty: 2 },
          { wrapper: { extraId: 1, sku: "w", title: "Holder", price: 1.95, qty: 2, image: "", containsWine: false } },
        ),
      },
      id,
    );
    const s = doc.shipments[0];
    const three = setPackageQuantity(doc, s.tag, s.packages[0].id, 3);
    expect(three?.shipments[0].packages[0].card.qty).toBe(3);
    expect(three?.shipments[0].packages[0].wrapper?.qty).toBe(3);
    expect(setPackageQuantity(doc, s.tag, s.packages[0].id, 0)?.shipments).toEqual([]);
  });
  it("a guest basket merges into the account's basket at login", () => {
    const account = addPackage(EMPTY_CART, { deliveryType: "DIGITAL", receiver: jan, schedule: null, pkg: pkg() }, id);
    const guest = two();
    const merged = mergeCarts(account, guest, id);
    expect(merged.shipments).toHaveLength(2);
    expect(cartQuantity(merged).qty).toBe(4);
    expect(new Set(cartQuantity(merged).items.map((i) => i.id)).size).toBe(4);
  });
});
