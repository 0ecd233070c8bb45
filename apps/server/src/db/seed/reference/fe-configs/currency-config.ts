import type { Json } from '../../../../modules/fe-config/localize.ts';

type Step = [min: number, max: number | 'Infinity', step: number];

const amounts = (defaultAmount: number, rounding: number, steps: Step[]): Json => ({
  defaultAmount,
  rounding,
  steps: steps.map(([min, max, step]) => ({ min, max, step })),
});

// Steps of the cashbox amount input, in major units: the +/- buttons move by `step` within [min, max).
const tens = (scale: number): Step[] => [
  [0, 100 * scale, 5 * scale],
  [100 * scale, 1000 * scale, 10 * scale],
  [1000 * scale, 'Infinity', 50 * scale],
];

/**
 * Deposit amounts per currency (spec 01 section 9: first deposit default 50 in the default currency). Fiat values are
 * round local equivalents of 50 EUR; crypto keeps the spec's display precision (rounding = fraction digits).
 * Group 759 (diamond) and 255 (platinum) start from larger amounts.
 */
export const currencyConfig: Json = {
  default: {
    EUR: amounts(50, 0, tens(1)),
    USD: amounts(50, 0, tens(1)),
    GBP: amounts(50, 0, tens(1)),
    CAD: amounts(75, 0, tens(1)),
    AUD: amounts(75, 0, tens(1)),
    NZD: amounts(80, 0, tens(1)),
    NOK: amounts(500, 0, tens(10)),
    PLN: amounts(200, 0, tens(5)),
    JPY: amounts(8000, 0, tens(100)),
    BRL: amounts(250, 0, tens(5)),
    INR: amounts(4500, 0, tens(100)),
    KZT: amounts(25000, 0, tens(500)),
    BTC: amounts(0.0005, 6, [
      [0, 0.01, 0.0001],
      [0.01, 'Infinity', 0.001],
    ]),
    BCH: amounts(0.15, 4, [
      [0, 1, 0.01],
      [1, 'Infinity', 0.1],
    ]),
    ETH: amounts(0.015, 4, [
      [0, 0.5, 0.005],
      [0.5, 'Infinity', 0.05],
    ]),
    LTC: amounts(0.5, 3, [
      [0, 10, 0.1],
      [10, 'Infinity', 1],
    ]),
    DOG: amounts(150, 0, [
      [0, 1000, 10],
      [1000, 'Infinity', 100],
    ]),
    USDT: amounts(50, 2, tens(1)),
    USDC: amounts(50, 2, tens(1)),
    BNB: amounts(0.08, 4, [
      [0, 1, 0.01],
      [1, 'Infinity', 0.1],
    ]),
    ADA: amounts(60, 1, [
      [0, 1000, 5],
      [1000, 'Infinity', 50],
    ]),
    TRX: amounts(200, 0, [
      [0, 5000, 10],
      [5000, 'Infinity', 100],
    ]),
  },
  '255': {
    EUR: { defaultAmount: 250 },
    USD: { defaultAmount: 250 },
    CAD: { defaultAmount: 350 },
    AUD: { defaultAmount: 400 },
    NZD: { defaultAmount: 400 },
  },
  '759': {
    EUR: { defaultAmount: 500 },
    USD: { defaultAmount: 500 },
    CAD: { defaultAmount: 700 },
    AUD: { defaultAmount: 800 },
    NZD: { defaultAmount: 850 },
  },
};
