// Checkout, payments and gift cards of a storefront: country data (time zone, VAT, delivery countries,
// the payment methods that country's shoppers expect) and amounts scaled to the storefront's currency.
import type { StorefrontInput } from "../../app/storefront/schema";

type CheckoutConfig = StorefrontInput["checkout"];

type PaymentsConfig = StorefrontInput["payments"];

type Method = PaymentsConfig["methods"][number];

/** Roughly how many units of a currency buy what one euro buys (amount sets and limits scale by it). */
const CURRENCY_SCALE: Record<string, number> = {
  EUR: 1,
  GBP: 1,
  USD: 1,
  CAD: 1,
  AUD: 1,
  NZD: 1,
  CHF: 1,
  SEK: 10,
  NOK: 10,
  DKK: 10,
  PLN: 4,
  MXN: 20,
  BRL: 5,
};

interface CountryCommerce {
  timeZone: string;
  vatRate: number;
  deliveryCountries: string[];
  methods: Method[];
  /** Postal rates in euro (scaled to the currency). */
  shipping: [standard: number, registered: number];
  /** Bank of the shop's account in the country (IBAN countries only): [bank code part of the BBAN, BIC]. */
  bank?: [bban: string, bic: string];
}

const COUNTRIES: Record<string, CountryCommerce> = {
  BE: {
    timeZone: "Europe/Brussels",
    vatRate: 21,
    deliveryCountries: ["BE", "NL", "LU", "FR", "DE"],
    methods: ["bancontact", "payconiq", "kbc", "belfius", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [2.95, 8.95],
    bank: ["539007547034", "GKCCBEBB"],
  },
  NL: {
    timeZone: "Europe/Amsterdam",
    vatRate: 21,
    deliveryCountries: ["NL", "BE", "DE", "LU"],
    methods: ["ideal", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [2.5, 9.95],
    bank: ["ABNA0417164300", "ABNANL2A"],
  },
  LU: {
    timeZone: "Europe/Luxembourg",
    vatRate: 17,
    deliveryCountries: ["LU", "BE", "FR", "DE", "NL"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.95],
    bank: ["0019400644750000", "BCEELULL"],
  },
  DE: {
    timeZone: "Europe/Berlin",
    vatRate: 19,
    deliveryCountries: ["DE", "AT", "NL", "BE", "LU"],
    methods: ["paypal", "card", "sofort", "giropay", "applepay", "banktransfer", "invoice"],
    shipping: [2.95, 8.95],
    bank: ["370400440532013000", "COBADEFFXXX"],
  },
  AT: {
    timeZone: "Europe/Vienna",
    vatRate: 20,
    deliveryCountries: ["AT", "DE"],
    methods: ["eps", "card", "sofort", "paypal", "applepay", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["1904300234573201", "BKAUATWW"],
  },
  CH: {
    timeZone: "Europe/Zurich",
    vatRate: 8.1,
    deliveryCountries: ["CH", "LI"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["0076201162385295", "BCGECHGGXXX"],
  },
  FR: {
    timeZone: "Europe/Paris",
    vatRate: 20,
    deliveryCountries: ["FR", "BE", "LU", "MC"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["20041010050500013M02606", "PSSTFRPPPAR"],
  },
  IT: {
    timeZone: "Europe/Rome",
    vatRate: 22,
    deliveryCountries: ["IT", "SM"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["X0542811101000000123456", "BPMOIT22XXX"],
  },
  ES: {
    timeZone: "Europe/Madrid",
    vatRate: 21,
    deliveryCountries: ["ES"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["21000418450200051332", "CAIXESBBXXX"],
  },
  PT: {
    timeZone: "Europe/Lisbon",
    vatRate: 23,
    deliveryCountries: ["PT"],
    methods: ["mbway", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["000201231234567890154", "CGDIPTPL"],
  },
  IE: {
    timeZone: "Europe/Dublin",
    vatRate: 23,
    deliveryCountries: ["IE", "GB"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["AIBK93115212345678", "AIBKIE2D"],
  },
  GB: {
    timeZone: "Europe/London",
    vatRate: 20,
    deliveryCountries: ["GB", "IE"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [2.5, 7.95],
    bank: ["NWBK60161331926819", "NWBKGB2L"],
  },
  PL: {
    timeZone: "Europe/Warsaw",
    vatRate: 23,
    deliveryCountries: ["PL"],
    methods: ["blik", "przelewy24", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3, 8],
    bank: ["109010140000071219812874", "WBKPPLPP"],
  },
  SE: {
    timeZone: "Europe/Stockholm",
    vatRate: 25,
    deliveryCountries: ["SE"],
    methods: ["swish", "trustly", "card", "applepay", "paypal", "invoice"],
    shipping: [3, 8],
  },
  DK: {
    timeZone: "Europe/Copenhagen",
    vatRate: 25,
    deliveryCountries: ["DK"],
    methods: ["card", "applepay", "paypal", "trustly", "invoice"],
    shipping: [3, 8],
  },
  NO: {
    timeZone: "Europe/Oslo",
    vatRate: 25,
    deliveryCountries: ["NO"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3, 8],
  },
  FI: {
    timeZone: "Europe/Helsinki",
    vatRate: 25.5,
    deliveryCountries: ["FI"],
    methods: ["trustly", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["123456000000785", "NDEAFIHH"],
  },
  US: {
    timeZone: "America/New_York",
    vatRate: 0,
    deliveryCountries: ["US"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  CA: {
    timeZone: "America/Toronto",
    vatRate: 13,
    deliveryCountries: ["CA"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  MX: {
    timeZone: "America/Mexico_City",
    vatRate: 16,
    deliveryCountries: ["MX"],
    methods: ["card", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  BR: {
    timeZone: "America/Sao_Paulo",
    vatRate: 17,
    deliveryCountries: ["BR"],
    methods: ["card", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  AU: {
    timeZone: "Australia/Sydney",
    vatRate: 10,
    deliveryCountries: ["AU", "NZ"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  NZ: {
    timeZone: "Pacific/Auckland",
    vatRate: 15,
    deliveryCountries: ["NZ", "AU"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
};

/** iDEAL banks (spec §3 payment methods: banks with id and issuer). */
const IDEAL_ISSUERS = [
  { id: "ABNANL2A", name: "ABN AMRO" },
  { id: "ASNBNL21", name: "ASN Bank" },
  { id: "BUNQNL2A", name: "bunq" },
  { id: "INGBNL2A", name: "ING" },
  { id: "KNABNL2H", name: "Knab" },
  { id: "RABONL2U", name: "Rabobank" },
  { id: "RBRBNL21", name: "RegioBank" },
  { id: "REVOLT21", name: "Revolut" },
  { id: "SNSBNL2A", name: "SNS" },
  { id: "TRIONL2U", name: "Triodos Bank" },
];

/** Whether a country has checkout data here (a storefront in a new country needs an entry above first). */
export function hasCountryData(country: string): boolean {
  return country in COUNTRIES;
}

function countryOf(country: string): CountryCommerce {
  const data = COUNTRIES[country];
  if (!data) throw new Error(`tenants/_shared: no checkout data for country ${country}`);
  return data;
}

/** Rounds a scaled amount to a price shoppers expect (whole units above 20, else to .05). */
function price(euro: number, currency: string): number {
  const value = euro * (CURRENCY_SCALE[currency] ?? 1);
  return value >= 20 ? Math.round(value) : Math.round(value * 20) / 20;
}

/** Checkout rules of a storefront in `country` selling in `currency` (spec §1, §8, §9). */
export function checkout(country: string, currency: string): CheckoutConfig {
  const c = countryOf(country);
  return {
    timeZone: c.timeZone,
    vatRate: c.vatRate,
    deliveryCountries: c.deliveryCountries,
    shipping: { standard: price(c.shipping[0], currency), registered: price(c.shipping[1], currency) },
    registeredAbove: price(300, currency),
    appleLimit: price(500, currency),
    orderLimit: price(5000, currency),
    maxCards: 100,
  };
}

/** ISO 13616 check digits, so configured IBANs are real-looking and pass a checksum test. */
function iban(country: string, bban: string): string {
  const digits = `${bban}${country}00`
    .toUpperCase()
    .split("")
    .map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch))
    .join("");
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `${country}${String(98 - rest).padStart(2, "0")}${bban}`;
}

/**
 * Payment methods of the country (plus `extra` ones a storefront offers besides, e.g. iDEAL for Dutch
 * shoppers of a Belgian store), the iDEAL bank list where iDEAL is offered, and the shop's account.
 */
export function payments(country: string, beneficiary: string, extra: Method[] = []): PaymentsConfig {
  const c = countryOf(country);
  const methods = [...c.methods.slice(0, 1), ...extra.filter((m) => !c.methods.includes(m)), ...c.methods.slice(1)];
  return {
    methods,
    issuers: methods.includes("ideal") ? { ideal: IDEAL_ISSUERS } : {},
    bankAccount: c.bank ? { beneficiary, iban: iban(country, c.bank[0]), bic: c.bank[1] } : undefined,
  };
}

/**
 * 19-digit card numbers of a storefront start with 628 + its store id (unique per storefront); a new
 * card worth more than 150 euro (in the storefront's currency) is split over several (spec §9).
 */
export function giftcards(storeId: number, currency: string): StorefrontInput["giftcards"] {
  return {
    prefixes: [`628${String(storeId).padStart(4, "0")}`],
    validityMonths: 24,
    splitAbove: price(150, currency),
    activation: { minAmount: price(10, currency), maxAmount: price(150, currency) },
  };
}
