/**
 * Amount sets per currency, scaled from the euro values (SEK/NOK/DKK about ×10, PLN about ×4 with the
 * 50–2000 zł range the spec quotes, MXN about ×20, BRL about ×5, the others about ×1). Whole units only:
 * prices have no decimals (spec §5 Price).
 */
import type { Currency } from "../../../storefront/vocabulary";

export interface MoneyScale {
  /** Fixed-value sets a product can offer. */
  fixed: number[][];
  /** [min, max] custom-amount ranges. */
  custom: [number, number][];
  /** Custom range of donation products. */
  donation: [number, number];
  /** Orders above this are sent registered (spec §1: 300 euro). */
  registered: number;
}

const EURO_LIKE: MoneyScale = {
  fixed: [
    [10, 20, 25, 50, 75, 100],
    [15, 25, 50, 100],
    [20, 30, 50, 75, 100, 150],
    [25, 50, 100, 150, 250],
  ],
  custom: [
    [5, 150],
    [10, 150],
    [10, 250],
    [15, 500],
  ],
  donation: [5, 250],
  registered: 300,
};

const NORDIC: MoneyScale = {
  fixed: [
    [100, 200, 250, 500, 750, 1000],
    [150, 250, 500, 1000],
    [200, 300, 500, 750, 1000, 1500],
    [250, 500, 1000, 1500, 2500],
  ],
  custom: [
    [50, 1500],
    [100, 1500],
    [100, 2500],
    [150, 5000],
  ],
  donation: [50, 2500],
  registered: 3000,
};

export const MONEY: Record<Currency, MoneyScale> = {
  EUR: EURO_LIKE,
  GBP: EURO_LIKE,
  USD: EURO_LIKE,
  CAD: EURO_LIKE,
  AUD: EURO_LIKE,
  NZD: EURO_LIKE,
  CHF: EURO_LIKE,
  SEK: NORDIC,
  NOK: NORDIC,
  DKK: { ...NORDIC, registered: 2250 },
  PLN: {
    fixed: [
      [50, 100, 150, 200, 300, 500],
      [50, 100, 200, 300],
      [100, 150, 200, 250, 500],
      [100, 200, 500, 1000],
    ],
    custom: [
      [50, 2000],
      [50, 1000],
      [100, 2000],
    ],
    donation: [20, 1000],
    registered: 1300,
  },
  MXN: {
    fixed: [
      [200, 400, 500, 1000, 1500, 2000],
      [300, 500, 1000, 2000],
      [500, 1000, 2000, 3000, 5000],
    ],
    custom: [
      [100, 3000],
      [200, 5000],
    ],
    donation: [100, 5000],
    registered: 6000,
  },
  BRL: {
    fixed: [
      [50, 100, 125, 250, 375, 500],
      [50, 100, 200, 300],
      [100, 150, 250, 500, 750],
    ],
    custom: [
      [25, 750],
      [50, 1000],
    ],
    donation: [25, 1250],
    registered: 1500,
  },
};
