import { describe, expect, test } from 'vitest';
import { CARDS } from '../cards.ts';
import { cardOf } from './card-text.ts';
import { CATEGORIES, dealerQualifies, rankHand, type HandCategory } from './hand.ts';
import { categoryCounts, dealerOddsByValue, handValues, HANDS } from './odds.ts';

const hand = (...texts: string[]) => rankHand(texts.map(cardOf));

describe('three card hands', () => {
  test.each([
    [['Ah', 'Kh', 'Qh'], 'straight_flush'],
    [['3d', 'Ad', '2d'], 'straight_flush'],
    [['Ks', 'Ks', 'Ks'], 'three_of_a_kind'],
    [['7d', '7h', '7c'], 'three_of_a_kind'],
    [['7d', '7d', '7c'], 'three_of_a_kind'],
    [['Qs', 'Kd', 'Ah'], 'straight'],
    [['2s', '3d', 'Ah'], 'straight'],
    [['Ks', 'Ad', '2h'], 'high_card'],
    [['Ks', 'Ks', '5s'], 'flush'],
    [['Ks', '5s', 'Ks'], 'flush'],
    [['Ks', 'Ks', '5d'], 'pair'],
    [['5d', 'Ks', 'Ks'], 'pair'],
    [['2h', '9h', 'Jh'], 'flush'],
    [['Qd', '6h', '4s'], 'high_card'],
    [['10d', '10h', 'Jd'], 'pair'],
  ] as const)('%j is %s', (texts, category) => {
    expect(hand(...texts).category).toBe(category);
  });

  test('hands in order of strength, weakest first', () => {
    const ladder = [
      ['5d', '3h', '2s'],
      ['Jd', '9h', '8s'],
      ['Qd', '3h', '2s'],
      ['Qd', '6h', '4s'],
      ['Ad', 'Kh', 'Js'],
      ['2d', '2h', '3s'],
      ['2d', '2h', 'As'],
      ['3d', '3h', '2s'],
      ['Ad', 'Ah', 'Ks'],
      ['2h', '3h', '5h'],
      ['Ks', 'Ks', 'Qs'],
      ['Ah', 'Kh', 'Jh'],
      ['Ad', '2h', '3s'],
      ['2d', '3h', '4s'],
      ['Qd', 'Kh', 'As'],
      ['2d', '2h', '2s'],
      ['Ad', 'Ad', 'Ad'],
      ['Ad', '2d', '3d'],
      ['2h', '3h', '4h'],
      ['Qh', 'Kh', 'Ah'],
    ];
    const values = ladder.map((texts) => hand(...texts).value);
    for (let i = 1; i < values.length; i++)
      expect(values[i], ladder[i]?.join(' ')).toBeGreaterThan(values[i - 1] as number);
  });

  test.each([
    [
      ['Ad', 'Kh', 'Js'],
      ['Js', 'Ac', 'Kd'],
    ],
    [
      ['9d', '9h', '4s'],
      ['4c', '9s', '9c'],
    ],
    [
      ['Ks', 'Ks', '5s'],
      ['Kh', '5h', 'Kh'],
    ],
    [
      ['Ad', '2h', '3s'],
      ['3c', '2c', 'Ad'],
    ],
  ])('%j ties %j: suits never break a tie', (first, second) => {
    expect(hand(...first).value).toBe(hand(...second).value);
  });

  test.each([
    [['Qd', '3h', '2s'], true],
    [['Jd', '10h', '8s'], false],
    [['Kd', '4h', '2s'], true],
    [['2d', '2h', '3s'], true],
    [['2h', '5h', 'Jh'], true],
    [['Ks', 'Ad', '2h'], true],
    [['Jd', '9h', '3d'], false],
  ] as const)('the dealer on %j qualifies: %s', (texts, qualifies) => {
    expect(dealerQualifies(hand(...texts))).toBe(qualifies);
  });

  test('a hand is three cards', () => {
    expect(() => rankHand([cardOf('Ad'), cardOf('Kd')])).toThrow(RangeError);
  });
});

describe('exact counts on the infinite deck', () => {
  test('the categories out of 52³ ordered hands, by counting and by dealing every hand', () => {
    // By counting: straight flushes 12 straights × 4 suits × 3! orders; trips 13 ranks × 4³ suits; straights
    // 12 × 3! × (4³ - 4); flushes 4 suits × 13³ ranks less the straight flushes and the 52 triple cards; pairs
    // 13 × 12 × 3 rank orders × (4³ - 4) (a suited pair is a flush).
    const expected: Record<HandCategory, number> = {
      straight_flush: 288,
      three_of_a_kind: 832,
      straight: 4320,
      flush: 8448,
      pair: 28_080,
      high_card: HANDS - 288 - 832 - 4320 - 8448 - 28_080,
    };
    expect(categoryCounts()).toEqual(expected);
    const dealt = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<HandCategory, number>;
    for (const a of CARDS)
      for (const b of CARDS) for (const c of CARDS) dealt[rankHand([a, b, c]).category]++;
    expect(dealt).toEqual(expected);
  });

  test('the dealer odds from the sorted counts match dealing every dealer hand', () => {
    const values = handValues();
    const odds = dealerOddsByValue(values);
    const dealerValues = new Int32Array(HANDS);
    const qualifying = new Uint8Array(HANDS);
    let i = 0;
    for (const a of CARDS)
      for (const b of CARDS)
        for (const c of CARDS) {
          const rank = rankHand([a, b, c]);
          dealerValues[i] = rank.value;
          qualifying[i++] = dealerQualifies(rank) ? 1 : 0;
        }
    for (const player of [
      ['Qd', '6h', '4s'],
      ['Jd', '9h', '8s'],
      ['Ad', 'Ah', 'Ks'],
      ['2h', '3h', '4h'],
    ]) {
      const value = hand(...player).value;
      const counted = { noQualify: 0, playerWins: 0, ties: 0, playerLoses: 0 };
      for (let j = 0; j < HANDS; j++) {
        const dealer = dealerValues[j] as number;
        if (!qualifying[j]) counted.noQualify++;
        else if (value > dealer) counted.playerWins++;
        else if (value === dealer) counted.ties++;
        else counted.playerLoses++;
      }
      expect(odds.get(value), player.join(' ')).toEqual(counted);
    }
  });
});
