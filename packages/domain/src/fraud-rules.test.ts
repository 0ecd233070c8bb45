import { describe, expect, test } from 'vitest';
import { fraudVerdict, type FraudSignals } from './fraud-rules.ts';

const calm: FraudSignals = {
  recentChecks: 0,
  amountCents: 5_000,
  largestEarlierCents: 10_000,
  firstAmountRuleApplies: true,
  newCard: false,
  countryMismatch: false,
  geoMismatch: false,
};

// docs/decisions.md "Fraud check": each rule, its weight, and the thresholds review >= 50, decline >= 100.
describe('fraud rules', () => {
  test.each<[string, Partial<FraudSignals>, string, number, string[]]>([
    ['a usual deposit', {}, 'approve', 0, []],
    ['4 checks in the window', { recentChecks: 4 }, 'approve', 0, []],
    ['5 checks in the window', { recentChecks: 5 }, 'approve', 40, ['velocity']],
    ['10 checks in the window', { recentChecks: 10 }, 'decline', 100, ['velocity_extreme']],
    ['5x the largest earlier', { amountCents: 50_000 }, 'approve', 0, []],
    ['over 5x the largest earlier', { amountCents: 50_001 }, 'approve', 40, ['amount']],
    [
      'first fiat deposit of 2000.00',
      { largestEarlierCents: null, amountCents: 200_000 },
      'approve',
      0,
      [],
    ],
    [
      'first fiat deposit over 2000.00',
      { largestEarlierCents: null, amountCents: 200_001 },
      'approve',
      40,
      ['amount'],
    ],
    [
      'first crypto deposit of any size',
      { largestEarlierCents: null, amountCents: 10 ** 12, firstAmountRuleApplies: false },
      'approve',
      0,
      [],
    ],
    ['a new card', { newCard: true }, 'approve', 20, ['new_card']],
    [
      'a new card and an unusual amount',
      { newCard: true, amountCents: 60_000 },
      'review',
      60,
      ['amount', 'new_card'],
    ],
    [
      'a card country not the player’s',
      { countryMismatch: true },
      'approve',
      30,
      ['country_mismatch'],
    ],
    [
      'card and request from elsewhere',
      { countryMismatch: true, geoMismatch: true },
      'review',
      50,
      ['country_mismatch', 'geo_mismatch'],
    ],
    [
      'everything at once',
      {
        recentChecks: 5,
        amountCents: 60_000,
        newCard: true,
        countryMismatch: true,
        geoMismatch: true,
      },
      'decline',
      150,
      ['velocity', 'amount', 'new_card', 'country_mismatch', 'geo_mismatch'],
    ],
  ])('%s: %s with score %i', (_name, signals, decision, score, reasons) => {
    expect(fraudVerdict({ ...calm, ...signals })).toEqual({ decision, score, reasons });
  });
});
