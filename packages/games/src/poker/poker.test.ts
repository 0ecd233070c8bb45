import { describe, expect, test } from 'vitest';
import { fairFloats, simulationFloats } from '../fair.ts';
import { RoundInputError, type RoundStep } from '../round.ts';
import { riggedDeal } from './card-text.ts';
import type { HandCategory } from './hand.ts';
import {
  decide,
  parsePokerAction,
  parsePokerParams,
  pokerMachine,
  type PokerActionType,
  type PokerConfig,
  type PokerState,
} from './poker.ts';
import { ENGINES } from '../engines.ts';
import { identifierSeed, studioGameFor } from '../studio-game.ts';
import { pokerConfigFor, pokerEngine, settleAbandonedHand } from './poker-engine.ts';

const config: PokerConfig = { minBet: 10, maxBet: 100_000, pairPlus: true };
const noPairPlus: PokerConfig = { ...config, pairPlus: false };

/** Deals the cards (player's three, then the dealer's three) and decides. */
function playRigged(
  cards: string[],
  type: PokerActionType,
  ante = 100,
  pairPlus = 0,
): RoundStep<PokerState> {
  const rng = riggedDeal(cards);
  const start = pokerMachine.start(config, { ante, pairPlus }, rng);
  expect(start.finished).toBe(false);
  expect(rng.used).toBe(6);
  const act = pokerMachine.act;
  if (!act) throw new Error('poker acts');
  return act(config, start.state, { type }, rng);
}

describe('three card poker rounds', () => {
  // [what, player then dealer, stake, win, outcome, {ante, play, ante_bonus}]
  test.each([
    [
      'the dealer does not qualify: ante 1:1, play pushes',
      ['Kd', '8h', '3s', 'Jd', '9h', '7c'],
      200,
      300,
      'dealer_not_qualified',
      [200, 100, 0],
    ],
    [
      'a qualifying dealer beaten: ante and play 1:1',
      ['Kd', 'Kh', '3s', 'Qd', '9h', '7c'],
      200,
      400,
      'win',
      [200, 200, 0],
    ],
    ['equal hands push both', ['Ad', '9h', '4s', 'As', '9c', '4d'], 200, 200, 'tie', [100, 100, 0]],
    [
      'a qualifying dealer above the player takes both',
      ['Ad', '9h', '4s', '2d', '2c', '5h'],
      200,
      0,
      'lose',
      [0, 0, 0],
    ],
    [
      'the ante bonus pays a straight 1:1 even when the dealer wins',
      ['4d', '5h', '6s', '5c', '6d', '7h'],
      200,
      100,
      'lose',
      [0, 0, 100],
    ],
    [
      'three of a kind: 4:1 bonus on a non-qualifying dealer',
      ['9d', '9h', '9s', 'Jd', '9c', '7h'],
      200,
      700,
      'dealer_not_qualified',
      [200, 100, 400],
    ],
    [
      'a straight flush beats three identical aces and takes the 5:1 bonus',
      ['Jh', 'Qh', 'Kh', 'Ad', 'Ad', 'Ad'],
      200,
      900,
      'win',
      [200, 200, 500],
    ],
    [
      'a repeated card: ♠K ♠K ♠5 is a flush and beats a pair of aces',
      ['Ks', 'Ks', '5s', 'Ad', 'Ac', '2h'],
      200,
      400,
      'win',
      [200, 200, 0],
    ],
  ] as const)('%s', (_what, cards, stake, win, outcome, [ante, play, bonus]) => {
    const round = playRigged([...cards], 'play');
    expect(round).toMatchObject({ stake, win, finished: true });
    expect(round.state).toMatchObject({
      phase: 'settled',
      outcome,
      play: 100,
      wins: { ante, play, ante_bonus: bonus, pair_plus: 0 },
      allowed_actions: [],
    });
  });

  test('three identical aces lose to a straight flush and keep their 4:1 bonus', () => {
    const round = playRigged(['Ad', 'Ad', 'Ad', '2c', '3c', '4c'], 'play');
    expect(round.state).toMatchObject({ player_hand: 'three_of_a_kind', outcome: 'lose' });
    expect(round.win).toBe(400);
  });

  test('a fold loses the ante and leaves the dealer unplayed', () => {
    const round = playRigged(['Kd', '8h', '3s', 'Jd', '9h', '7c'], 'fold');
    expect(round).toMatchObject({ stake: 100, win: 0, finished: true });
    expect(round.state).toMatchObject({
      outcome: 'fold',
      play: 0,
      dealer_hand: null,
      dealer_qualifies: null,
    });
  });

  test('Pair Plus pays on a fold too, settled at the deal', () => {
    const rng = riggedDeal(['7d', '7s', '2h', 'Ad', 'Kd', 'Qd']);
    const start = pokerMachine.start(config, { ante: 100, pairPlus: 50 }, rng);
    expect(start).toMatchObject({ stake: 150, win: 100, finished: false });
    const round = decide(start.state, 'fold');
    expect(round).toMatchObject({ stake: 150, win: 100 });
    expect(round.state.wins).toEqual({ ante: 0, play: 0, ante_bonus: 0, pair_plus: 100 });
  });

  test.each([
    [['Ad', '9h', '4s'], 'high_card', 0],
    [['9d', '9h', '4s'], 'pair', 20],
    [['Ks', 'Ks', '5s'], 'flush', 40],
    [['2h', '9h', 'Jh'], 'flush', 40],
    [['Qs', 'Kd', 'Ah'], 'straight', 60],
    [['Ks', 'Ks', 'Ks'], 'three_of_a_kind', 110],
    [['Ad', '2d', '3d'], 'straight_flush', 410],
  ] as const)('Pair Plus on %j (%s) returns %i on 10', (player, category, pairPlusWin) => {
    const start = pokerMachine.start(
      config,
      { ante: 10, pairPlus: 10 },
      riggedDeal([...player, '2c', '2c', '2c']),
    );
    expect(start.state.player_hand).toBe(category satisfies HandCategory);
    expect(start.state.wins.pair_plus).toBe(pairPlusWin);
  });

  test('the dealer is hidden until the round is settled', () => {
    const start = pokerMachine.start(
      config,
      { ante: 100, pairPlus: 0 },
      riggedDeal(['Kd', '8h', '3s', 'Jd', '9h', '7c']),
    );
    expect(pokerEngine.publicState(config, start.state, false)).toMatchObject({ dealer: [] });
    const settled = decide(start.state, 'play');
    expect(pokerEngine.publicState(config, settled.state, true)).toMatchObject({
      dealer: settled.state.dealer,
    });
    expect(settled.state.dealer).toHaveLength(3);
  });

  test.each([
    ['Q-7-6 is played', ['Qd', '7h', '6s'], 'play', 200],
    ['Q-7-5 is folded', ['Qd', '7h', '5s'], 'fold', 100],
    ['Q-6-4 is folded on the infinite deck', ['Qd', '6h', '4s'], 'fold', 100],
    ['a pair of twos is played', ['2d', '2h', '3s'], 'play', 200],
  ])(
    'an abandoned round is settled by the optimal decision: %s',
    (_what, player, outcome, stake) => {
      const start = pokerMachine.start(
        config,
        { ante: 100, pairPlus: 0 },
        riggedDeal([...player, 'Jd', '9h', '7c']),
      );
      const before = structuredClone(start.state);
      const settled = settleAbandonedHand(config, start.state, simulationFloats(1));
      expect(settled.finished).toBe(true);
      expect(settled.stake).toBe(stake);
      expect(settled.state.outcome === 'fold' ? 'fold' : 'play').toBe(outcome);
      expect(start.state).toEqual(before);
    },
  );

  test('the same seeds replay the same round, cards CARDS[floor(f × 52)]', () => {
    const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'player', nonce: 4 };
    const params = parsePokerParams(config, { ante: 100, pair_plus: 20 });
    const first = pokerMachine.start(config, params, fairFloats(seeds));
    expect(pokerMachine.start(config, params, fairFloats(seeds))).toEqual(first);
    const floats = fairFloats(seeds);
    const indices = [...first.state.player, ...first.state.dealer].map((card) => card.index);
    expect(indices).toEqual(Array.from({ length: 6 }, () => Math.floor(floats.next() * 52)));
    const act = pokerMachine.act;
    if (!act) throw new Error('poker acts');
    const action = parsePokerAction(config, first.state, { type: 'play' });
    expect(act(config, first.state, action, fairFloats(seeds))).toEqual(
      act(config, structuredClone(first.state), action, fairFloats(seeds)),
    );
  });
});

describe('refusals', () => {
  test.each([
    ['not an object', config, 'body', 'ante'],
    ['no ante', config, 'ante', {}],
    ['an ante under the minimum', config, 'ante', { ante: 9 }],
    ['an ante over the maximum', config, 'ante', { ante: 100_001 }],
    ['a fractional ante', config, 'ante', { ante: 10.5 }],
    ['an ante as text', config, 'ante', { ante: '100' }],
    ['Pair Plus at a table without it', noPairPlus, 'pair_plus', { ante: 100, pair_plus: 10 }],
    ['Pair Plus under the minimum', config, 'pair_plus', { ante: 100, pair_plus: 5 }],
    ['a negative Pair Plus', config, 'pair_plus', { ante: 100, pair_plus: -10 }],
    ['Pair Plus over the maximum', config, 'pair_plus', { ante: 100, pair_plus: 100_001 }],
  ])('%s is refused', (_what, table, code, input) => {
    expect(() => parsePokerParams(table, input)).toThrow(expect.objectContaining({ code }));
  });

  test('Pair Plus absent or 0 is no bet', () => {
    expect(parsePokerParams(noPairPlus, { ante: 100 })).toEqual({ ante: 100, pairPlus: 0 });
    expect(parsePokerParams(noPairPlus, { ante: 100, pair_plus: 0 })).toEqual({
      ante: 100,
      pairPlus: 0,
    });
    expect(
      pokerEngine.stakeOf(config, parsePokerParams(config, { ante: 100, pair_plus: 30 })),
    ).toBe(130);
  });

  test('actions the state does not allow', () => {
    const start = pokerMachine.start(
      config,
      { ante: 100, pairPlus: 0 },
      riggedDeal(['Kd', '8h', '3s', 'Jd', '9h', '7c']),
    );
    expect(() => parsePokerAction(config, start.state, { type: 'raise' })).toThrow(
      expect.objectContaining({ code: 'type' }),
    );
    expect(() => parsePokerAction(config, start.state, 'play')).toThrow(
      expect.objectContaining({ code: 'body' }),
    );
    const settled = decide(start.state, 'fold');
    expect(() => parsePokerAction(config, settled.state, { type: 'play' })).toThrow(
      expect.objectContaining({ code: 'type' }),
    );
    expect(() => decide(settled.state, 'play')).toThrow(RoundInputError);
  });
});

describe('tables', () => {
  test('the catalogue configurations: limits of the other tables, Pair Plus at two of three', () => {
    const configs = Array.from({ length: 90 }, (_, seed) => pokerConfigFor(seed));
    expect(new Set(configs.map((c) => `${c.minBet}-${c.maxBet}`)).size).toBe(3);
    expect(configs.filter((c) => c.pairPlus)).toHaveLength(60);
    for (const c of configs) expect(c.minBet).toBeLessThan(c.maxBet);
    expect(pokerConfigFor(-7)).toEqual(pokerConfigFor(7));
  });

  test.each([
    ['caribbean-poker-live', 'Caribbean Poker Live', 'live', 'poker', true],
    ['texas-holdem', "Texas Hold'em", 'live', 'poker', true],
    ['royal-casino-holdem', "Royal Casino Hold'em", 'table', 'table', false],
    ['vegas-three-card-poker', 'Vegas Three Card Poker Gold', 'table', 'table', false],
  ])('the catalogue row %s plays poker', (identifier, title, kind, theme, live) => {
    const studio = studioGameFor({
      identifier,
      title,
      kind,
      theme,
      volatility: 'medium',
      lines: null,
      ways: null,
    });
    expect(studio).toEqual({
      engine: 'poker',
      config: pokerConfigFor(identifierSeed(identifier)),
      presentation: { theme, live },
    });
    expect(ENGINES.poker).toBe(pokerEngine);
  });
});
