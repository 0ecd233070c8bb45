import type { Json } from '../../../../modules/fe-config/localize.ts';

/** Major-unit amount in EUR -> per-currency list in minor units, for the fiat wallets the wheel pays in. */
const EUR_TO: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1,
  GBP: 0.9,
  CAD: 1.5,
  AUD: 1.6,
  NZD: 1.7,
  NOK: 11,
  PLN: 4.3,
  BRL: 5.5,
  INR: 90,
  KZT: 500,
};
function perCurrency(eur: number): Json {
  return Object.entries(EUR_TO).map(([currency, rate]) => ({
    currency,
    amount_cents: Math.round(eur * rate) * 100,
  }));
}

/** Spec 02 section 9: free spins wager 30 with max win 1000 EUR (keyed by currency, EUR fallback); bonus prizes wager 3. */
function freespins(id: number, weight: number, count: number): Json {
  return {
    id,
    weight,
    prize: false,
    bonuses: [
      {
        title: `${count} free spins`,
        type: 'freespins',
        attributes: [{ field: 'freespins_count', value: count }],
        result_bonus: [
          { field: 'wager', value: 30 },
          { field: 'max_win', value: perCurrency(1000) },
        ],
      },
    ],
  };
}

function bonus(id: number, weight: number, eur: number): Json {
  return {
    id,
    weight,
    prize: false,
    bonuses: [
      {
        title: `${eur} EUR bonus`,
        type: 'bonus',
        attributes: [{ field: 'bonus_amount', value: perCurrency(eur) }],
        result_bonus: [{ field: 'wager', value: 3 }],
      },
    ],
  };
}

/** The default wheel (spec 02 section 9): weights 4000, 4000, 2000 for 10, 20 and 50 free spins. */
export const wheelConfig: Json = [
  freespins(1, 4000, 10),
  freespins(2, 4000, 20),
  freespins(3, 2000, 50),
];

/**
 * Prize tables of the loot-wheel groups 21 (testers), 1308 and 1309 (spec 02 section 6), with the lootbox weights of
 * spec 02 section 9 (5000, 2000, 1400, 820, 470, 50, 10): the rarer the segment, the bigger the prize.
 */
export const wheelConfigSegments: Json = {
  '21': [
    freespins(101, 1000, 10),
    bonus(102, 1000, 5),
    freespins(103, 1000, 50),
    bonus(104, 1000, 50),
  ],
  '1308': [
    freespins(201, 5000, 10),
    freespins(202, 2000, 20),
    bonus(203, 1400, 5),
    freespins(204, 820, 50),
    bonus(205, 470, 20),
    bonus(206, 50, 100),
    freespins(207, 10, 200),
  ],
  '1309': [
    freespins(301, 5000, 20),
    freespins(302, 2000, 50),
    bonus(303, 1400, 10),
    freespins(304, 820, 100),
    bonus(305, 470, 50),
    bonus(306, 50, 250),
    freespins(307, 10, 500),
  ],
};
