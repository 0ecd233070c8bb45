import { describe, expect, test } from 'vitest';
import { riggedCards, type Rank } from '../cards.ts';
import { fairFloats, simulationFloats } from '../fair.ts';
import { baccaratMachine, parseBaccaratParams, type BaccaratConfig } from './baccarat.ts';
import {
  baccaratConfigFor,
  baccaratEngine,
  baccaratReturnOf,
  puntoBancoOdds,
} from './baccarat-engine.ts';
import { COUPS, puntoBancoCounts } from './odds.ts';
import { bankerDraws } from './tableau.ts';

const puntoBanco: BaccaratConfig = baccaratConfigFor('punto-banco');
const dragonTiger: BaccaratConfig = baccaratConfigFor('dragon-tiger');
const allBets = {
  bets: [
    { type: 'player', stake: 100 },
    { type: 'banker', stake: 100 },
    { type: 'tie', stake: 100 },
    { type: 'player_pair', stake: 100 },
    { type: 'banker_pair', stake: 100 },
  ],
};

describe('the third-card tableau', () => {
  // [banker total, player's third card or null, banker draws]
  test.each([
    [5, null, true],
    [6, null, false],
    [2, 8, true],
    [3, 8, false],
    [3, 9, true],
    [4, 1, false],
    [4, 2, true],
    [4, 7, true],
    [4, 8, false],
    [5, 3, false],
    [5, 4, true],
    [5, 7, true],
    [6, 5, false],
    [6, 6, true],
    [6, 7, true],
    [6, 8, false],
    [7, 6, false],
  ])('banker on %i with a player third card %s draws: %s', (total, third, draws) => {
    expect(bankerDraws(total, third)).toBe(draws);
  });
});

describe('punto banco coups', () => {
  const params = parseBaccaratParams(puntoBanco, allBets);
  // Cards in dealing order: player, banker, player, banker, then the third cards.
  test.each([
    [
      'a player natural stops the coup',
      ['4', '10', '5', '7'],
      'player',
      [9, 7],
      [2, 2],
      [200, 0, 0, 0, 0],
    ],
    [
      'a banker natural beats a player 7',
      ['3', '8', '4', 'K'],
      'banker',
      [7, 8],
      [2, 2],
      [0, 195, 0, 0, 0],
    ],
    [
      'player 5 draws an 8; banker 3 stands on it',
      ['2', '3', '3', 'K', '8'],
      'tie',
      [3, 3],
      [3, 2],
      [100, 100, 900, 0, 0],
    ],
    [
      'player stands on 6; banker 5 draws',
      ['6', '5', 'K', 'Q', '3'],
      'banker',
      [6, 8],
      [2, 3],
      [0, 195, 0, 0, 0],
    ],
    [
      'player 4 draws a 2; banker 6 (a pair of threes) stands on it',
      ['A', '3', '3', '3', '2'],
      'tie',
      [6, 6],
      [3, 2],
      [100, 100, 900, 0, 1200],
    ],
    [
      'player 0 draws a 9; banker 2 (a pair of aces) draws',
      ['K', 'A', 'Q', 'A', '9', '5'],
      'player',
      [9, 7],
      [3, 3],
      [200, 0, 0, 0, 1200],
    ],
  ] as const)('%s', (_what, ranks, outcome, totals, sizes, wins) => {
    const round = baccaratMachine.start(puntoBanco, params, riggedCards(ranks as readonly Rank[]));
    const state = round.state;
    if (state.variant !== 'punto-banco') throw new Error('punto banco expected');
    expect(state.outcome).toBe(outcome);
    expect([state.player.length, state.banker.length]).toEqual(sizes);
    expect([state.playerTotal, state.bankerTotal]).toEqual(totals);
    expect(state.wins).toEqual(wins);
  });

  test('pairs: the first two cards of a side of one rank', () => {
    const round = baccaratMachine.start(
      puntoBanco,
      parseBaccaratParams(puntoBanco, allBets),
      riggedCards(['2', '4', '2', '4']),
    );
    expect(round.state).toMatchObject({
      playerPair: true,
      bankerPair: true,
      playerTotal: 4,
      bankerTotal: 8,
    });
    expect(round.state.wins).toEqual([0, 195, 0, 1200, 1200]);
    expect(round).toMatchObject({ stake: 500, win: 2595 });
  });

  test('a banker win pays 0.95:1 floored to minor units', () => {
    const params = parseBaccaratParams(puntoBanco, { bets: [{ type: 'banker', stake: 30 }] });
    expect(baccaratMachine.start(puntoBanco, params, riggedCards(['3', '8', '4', 'K'])).win).toBe(
      58,
    );
  });

  test('exact odds on the infinite deck, out of 13^6 coups', () => {
    expect(puntoBancoCounts()).toEqual({ player: 2_153_464, banker: 2_212_744, tie: 460_601 });
    expect(COUPS).toBe(4_826_809);
    expect(puntoBancoOdds().banker).toBeCloseTo(0.458428, 6);
  });

  test.each([
    ['banker', (2_212_744 * 1.95 + 460_601) / COUPS, 0.98936],
    ['player', (2_153_464 * 2 + 460_601) / COUPS, 0.98772],
    ['tie', (460_601 * 9) / COUPS, 0.85883],
    ['player_pair', 12 / 13, 0.92308],
    ['banker_pair', 12 / 13, 0.92308],
  ] as const)('the %s bet returns %f (%f)', (type, exact, rounded) => {
    expect(baccaratReturnOf(puntoBanco, type)).toBeCloseTo(exact, 14);
    expect(exact).toBeCloseTo(rounded, 5);
  });
});

describe('dragon tiger', () => {
  const params = parseBaccaratParams(dragonTiger, {
    bets: [
      { type: 'dragon', stake: 101 },
      { type: 'tiger', stake: 100 },
      { type: 'tie', stake: 100 },
    ],
  });
  test.each([
    [['K', 'Q'], 'dragon', [202, 0, 0]],
    [['A', '2'], 'tiger', [0, 200, 0]],
    [['10', '10'], 'tie', [50, 50, 900]],
  ] as const)('%j: %s', (ranks, outcome, wins) => {
    const round = baccaratMachine.start(dragonTiger, params, riggedCards(ranks));
    expect(round.state).toMatchObject({ variant: 'dragon-tiger', outcome, wins });
  });

  test.each([
    ['dragon', 25 / 26],
    ['tiger', 25 / 26],
    ['tie', 9 / 13],
  ] as const)('the %s bet returns %f', (type, exact) => {
    expect(baccaratReturnOf(dragonTiger, type)).toBeCloseTo(exact, 14);
  });
});

describe('baccarat rounds', () => {
  test.each([puntoBanco, dragonTiger])(
    '10^6 rounds of the best bet return the stated figure (%j)',
    (config) => {
      const rng = simulationFloats(11);
      const rounds = 1_000_000;
      let won = 0;
      let squares = 0;
      for (let i = 0; i < rounds; i++) {
        const round = baccaratEngine.simulateRound(config, rng);
        won += round.win / round.stake;
        squares += (round.win / round.stake) ** 2;
      }
      const mean = won / rounds;
      const sd = Math.sqrt((squares / rounds - mean ** 2) / rounds);
      expect(Math.abs(mean - baccaratEngine.rtp(config))).toBeLessThan(4 * sd);
    },
  );

  test('the stated figures', () => {
    expect(baccaratEngine.rtp(puntoBanco)).toBeCloseTo(0.98936, 5);
    expect(baccaratEngine.hitRate(puntoBanco)).toBeCloseTo(2_212_744 / COUPS, 14);
    expect(baccaratEngine.rtp(dragonTiger)).toBeCloseTo(25 / 26, 15);
    expect(baccaratEngine.hitRate(dragonTiger)).toBe(6 / 13);
  });

  test('the same seeds replay the same coup', () => {
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'player', nonce: 9 };
    const params = parseBaccaratParams(puntoBanco, allBets);
    const first = baccaratMachine.start(puntoBanco, params, fairFloats(seeds));
    expect(baccaratMachine.start(puntoBanco, params, fairFloats(seeds))).toEqual(first);
    const floats = fairFloats(seeds);
    if (first.state.variant !== 'punto-banco') throw new Error('punto banco expected');
    expect(first.state.player[0]?.index).toBe(Math.floor(floats.next() * 52));
    expect(first.state.banker[0]?.index).toBe(Math.floor(floats.next() * 52));
  });

  const ok = { type: 'banker', stake: 100 };
  test.each([
    ['not an object', puntoBanco, 'body', 7],
    ['no bets', puntoBanco, 'bets', { bets: [] }],
    ['a bet twice', puntoBanco, 'bets', { bets: [ok, ok] }],
    ['a bet not an object', puntoBanco, 'bets', { bets: ['banker'] }],
    [
      'over the table maximum',
      puntoBanco,
      'bets',
      { bets: ['player', 'banker', 'tie'].map((type) => ({ type, stake: 400_000 })) },
    ],
    ['a dragon at punto banco', puntoBanco, 'type', { bets: [{ ...ok, type: 'dragon' }] }],
    ['a banker at dragon tiger', dragonTiger, 'type', { bets: [ok] }],
    ['a zero stake', puntoBanco, 'stake', { bets: [{ ...ok, stake: 0 }] }],
    ['a negative stake', puntoBanco, 'stake', { bets: [{ ...ok, stake: -1 }] }],
    ['a fractional stake', puntoBanco, 'stake', { bets: [{ ...ok, stake: 99.9 }] }],
    ['a stake over the maximum', puntoBanco, 'stake', { bets: [{ ...ok, stake: 500_001 }] }],
    ['a stake under the minimum', dragonTiger, 'stake', { bets: [{ type: 'tie', stake: 9 }] }],
  ])('%s is refused on %s', (_what, config, code, input) => {
    expect(() => parseBaccaratParams(config, input)).toThrow(expect.objectContaining({ code }));
  });
});
