import { describe, expect, test } from 'vitest';
import { fairFloats, simulationFloats, type FloatSource } from '../fair.ts';
import { BET_TYPES, EVEN_MONEY, LAYOUT, PAYOUT_TO_ONE, type BetType } from './layout.ts';
import { betWin, parseRouletteParams, rouletteMachine, type RouletteConfig } from './roulette.ts';
import { rouletteConfigFor, rouletteEngine } from './roulette-engine.ts';

const european: RouletteConfig = { minBet: 10, maxBet: 50_000, tableMax: 100_000 };
const french: RouletteConfig = { ...european, variant: 'french' };

/** A float source that lands on the given pockets in turn. */
const pockets = (...numbers: number[]): FloatSource => {
  let i = 0;
  return { next: () => ((numbers[i++ % numbers.length] ?? 0) + 0.5) / 37 };
};

describe('roulette layout', () => {
  test.each([
    ['straight', 37, 1, 35],
    ['split', 60, 2, 17],
    ['street', 12, 3, 11],
    ['trio', 2, 3, 11],
    ['corner', 22, 4, 8],
    ['basket', 1, 4, 8],
    ['line', 11, 6, 5],
    ['column', 3, 12, 2],
    ['dozen', 3, 12, 2],
    ['red', 1, 18, 1],
    ['black', 1, 18, 1],
    ['odd', 1, 18, 1],
    ['even', 1, 18, 1],
    ['low', 1, 18, 1],
    ['high', 1, 18, 1],
  ] as const)('%s: %i bets of %i numbers paying %i:1', (type, count, size, payout) => {
    const sets = [...(LAYOUT.get(type)?.values() ?? [])];
    expect(sets).toHaveLength(count);
    for (const numbers of sets) expect(numbers).toHaveLength(size);
    expect(PAYOUT_TO_ONE[type]).toBe(payout);
  });

  test('the twelve dozens and columns cover 1-36 once each; red and black split them 18/18', () => {
    for (const type of ['column', 'dozen'] as const)
      expect([...(LAYOUT.get(type)?.values() ?? [])].flat().sort((a, b) => a - b)).toEqual(
        Array.from({ length: 36 }, (_, i) => i + 1),
      );
    const red = [...(LAYOUT.get('red')?.values() ?? [])].flat();
    const black = [...(LAYOUT.get('black')?.values() ?? [])].flat();
    expect(new Set([...red, ...black]).size).toBe(36);
  });
});

describe('roulette returns', () => {
  // Every bet on the layout, over all 37 pockets: the exact return per unit staked.
  const returnOf = (config: RouletteConfig, type: BetType, numbers: readonly number[]) => {
    const bet = { type, numbers: [...numbers], stake: 100 };
    let won = 0;
    for (let n = 0; n < 37; n++) won += betWin(config, bet, n);
    return won / (37 * 100);
  };

  test.each(BET_TYPES)('every %s bet returns 36/37 on a European wheel', (type) => {
    for (const numbers of LAYOUT.get(type)?.values() ?? [])
      expect(returnOf(european, type, numbers)).toBeCloseTo(36 / 37, 14);
  });

  test.each(BET_TYPES)(
    'every %s bet on a French wheel returns 73/74 if even money, else 36/37',
    (type) => {
      const expected = EVEN_MONEY.has(type) ? 73 / 74 : 36 / 37;
      for (const numbers of LAYOUT.get(type)?.values() ?? [])
        expect(returnOf(french, type, numbers)).toBeCloseTo(expected, 14);
    },
  );

  test('the stated return and hit rate', () => {
    expect(rouletteEngine.rtp(european)).toBeCloseTo(36 / 37, 15);
    expect(rouletteEngine.rtp(french)).toBeCloseTo(73 / 74, 15);
    expect(rouletteEngine.hitRate(european)).toBe(18 / 37);
  });

  test('a spin pays each bet on its own: straight 17, split 17-20, red, and la partage on zero', () => {
    const params = parseRouletteParams(french, {
      bets: [
        { type: 'straight', numbers: [17], stake: 100 },
        { type: 'split', numbers: [20, 17], stake: 100 },
        { type: 'red', stake: 100 },
        { type: 'dozen', numbers: Array.from({ length: 12 }, (_, i) => 13 + i), stake: 100 },
      ],
    });
    const seventeen = rouletteMachine.start(french, params, pockets(17));
    expect(seventeen.state).toMatchObject({
      number: 17,
      color: 'black',
      wins: [3600, 1800, 0, 300],
    });
    expect(seventeen).toMatchObject({ stake: 400, win: 5700, finished: true });
    const zero = rouletteMachine.start(french, params, pockets(0));
    expect(zero.state.wins).toEqual([0, 0, 50, 0]);
    expect(rouletteMachine.start(european, params, pockets(0)).win).toBe(0);
  });
});

describe('roulette bets', () => {
  test.each([
    [{ type: 'split', numbers: [0, 3] }],
    [{ type: 'split', numbers: [14, 17] }],
    [{ type: 'street', numbers: [34, 35, 36] }],
    [{ type: 'trio', numbers: [2, 0, 3] }],
    [{ type: 'corner', numbers: [32, 33, 35, 36] }],
    [{ type: 'line', numbers: [31, 32, 33, 34, 35, 36] }],
    [{ type: 'basket' }],
    [{ type: 'high' }],
  ])('%j is on the layout', (bet) => {
    expect(() => parseRouletteParams(european, { bets: [{ ...bet, stake: 10 }] })).not.toThrow();
  });

  const ok = { type: 'straight', numbers: [7], stake: 100 };
  test.each([
    ['not an object', 'body', 'red'],
    ['no bets', 'bets', { bets: [] }],
    ['bets not a list', 'bets', { bets: ok }],
    ['51 bets', 'bets', { bets: Array.from({ length: 51 }, () => ({ ...ok, stake: 10 })) }],
    ['a bet not an object', 'bets', { bets: [7] }],
    [
      'over the table maximum',
      'bets',
      { bets: [3, 4, 5].map((n) => ({ ...ok, numbers: [n], stake: 40_000 })) },
    ],
    ['an unknown type', 'type', { bets: [{ ...ok, type: 'purple' }] }],
    ['a split of numbers apart', 'numbers', { bets: [{ ...ok, type: 'split', numbers: [1, 5] }] }],
    ['a split across rows', 'numbers', { bets: [{ ...ok, type: 'split', numbers: [3, 4] }] }],
    ['a corner in a line', 'numbers', { bets: [{ ...ok, type: 'corner', numbers: [1, 2, 3, 4] }] }],
    [
      'a corner across rows',
      'numbers',
      { bets: [{ ...ok, type: 'corner', numbers: [3, 4, 6, 7] }] },
    ],
    ['a street off its row', 'numbers', { bets: [{ ...ok, type: 'street', numbers: [2, 3, 4] }] }],
    ['a split with a repeat', 'numbers', { bets: [{ ...ok, type: 'split', numbers: [1, 1] }] }],
    ['a number 37', 'numbers', { bets: [{ ...ok, numbers: [37] }] }],
    ['a straight without a number', 'numbers', { bets: [{ type: 'straight', stake: 100 }] }],
    ['a dozen by its number', 'numbers', { bets: [{ ...ok, type: 'dozen', numbers: [1] }] }],
    ['a zero stake', 'stake', { bets: [{ ...ok, stake: 0 }] }],
    ['a negative stake', 'stake', { bets: [{ ...ok, stake: -100 }] }],
    ['a fractional stake', 'stake', { bets: [{ ...ok, stake: 10.5 }] }],
    ['a stake under the minimum', 'stake', { bets: [{ ...ok, stake: 9 }] }],
    ['a stake over the maximum', 'stake', { bets: [{ ...ok, stake: 50_001 }] }],
    ['a stake as text', 'stake', { bets: [{ ...ok, stake: '100' }] }],
  ])('%s is refused on %s', (_what, code, input) => {
    expect(() => parseRouletteParams(european, input)).toThrow(expect.objectContaining({ code }));
  });
});

describe('roulette rounds', () => {
  test.each([european, french])(
    '10^6 rounds of the representative bet return the stated figure (%j)',
    (config) => {
      const rng = simulationFloats(7);
      const rounds = 1_000_000;
      let staked = 0;
      let won = 0;
      let squares = 0;
      for (let i = 0; i < rounds; i++) {
        const round = rouletteEngine.simulateRound(config, rng);
        staked += round.stake;
        won += round.win;
        squares += (round.win / round.stake) ** 2;
      }
      const mean = won / staked;
      const sd = Math.sqrt((squares / rounds - mean ** 2) / rounds);
      expect(Math.abs(mean - rouletteEngine.rtp(config))).toBeLessThan(4 * sd);
    },
  );

  test('the same seeds replay the same spin, and the pocket is floor(f * 37) of the first float', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 3 };
    const params = parseRouletteParams(european, { bets: [{ type: 'even', stake: 100 }] });
    const first = rouletteMachine.start(european, params, fairFloats(seeds));
    expect(rouletteMachine.start(european, params, fairFloats(seeds))).toEqual(first);
    expect(first.state.number).toBe(Math.floor(fairFloats(seeds).next() * 37));
  });

  test.each([0, 1, 2, 3, 4, 5])('catalogue seed %i picks valid limits', (seed) => {
    const config = rouletteConfigFor(seed);
    expect(config.minBet).toBeLessThan(config.maxBet);
    expect(config.maxBet).toBeLessThanOrEqual(config.tableMax);
    expect(rouletteEngine.rtp(config)).toBeGreaterThan(0.97);
  });
});
