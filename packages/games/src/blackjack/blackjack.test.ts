import { describe, expect, test } from 'vitest';
import { riggedCards, type Rank } from '../cards.ts';
import { fairFloats, type RoundSeeds } from '../fair.ts';
import type { RoundStep } from '../round.ts';
import { bestAction } from './best-action.ts';
import {
  blackjackMachine,
  parseBlackjackAction,
  parseBlackjackParams,
  type BlackjackActionType,
  type BlackjackConfig,
  type BlackjackState,
} from './blackjack.ts';
import { blackjackConfigFor, blackjackEngine, settleAbandonedHand } from './blackjack-engine.ts';

const config: BlackjackConfig = { minBet: 10, maxBet: 100_000 };

/** Deals the ranks in order (player, dealer up, player, dealer hole, then draws) and plays the actions. */
function playRigged(ranks: Rank[], actions: BlackjackActionType[], stake = 100) {
  const rng = riggedCards(ranks);
  let step = blackjackMachine.start(config, { stake }, rng);
  for (const type of actions) {
    const act = blackjackMachine.act;
    if (!act) throw new Error('blackjack acts');
    step = act(config, step.state, { type }, rng);
  }
  return { step, used: rng.used };
}

const totals = (step: RoundStep<BlackjackState>) =>
  step.state.hands.map(
    (hand) => `${hand.cards.map((card) => card.rank).join(',')}:${hand.outcome}`,
  );

describe('blackjack house rules', () => {
  test.each([
    // [what, cards, actions, stake, win, hands, cards used]
    [
      'natural against natural pushes',
      ['A', 'A', 'K', 'K'],
      ['no_insurance'],
      100,
      100,
      ['A,K:push'],
      4,
    ],
    [
      'a natural pays 3:2 at once under a ten',
      ['A', '10', 'K', '9'],
      [],
      100,
      250,
      ['A,K:blackjack'],
      4,
    ],
    [
      'the peek under a ten takes the first stake only',
      ['9', 'K', '9', 'A'],
      [],
      100,
      0,
      ['9,9:lose'],
      4,
    ],
    ['the dealer stands on soft 17', ['10', '6', '9', 'A'], ['stand'], 100, 200, ['10,9:win'], 4],
    ['the dealer hits soft 16', ['10', '5', '9', 'A', '2'], ['stand'], 100, 200, ['10,9:win'], 5],
    [
      'the dealer hits soft 16 to a push',
      ['10', '5', '9', 'A', '3'],
      ['stand'],
      100,
      100,
      ['10,9:push'],
      5,
    ],
    [
      'split aces take one card each',
      ['A', '7', 'A', '9', 'K', '5', '2'],
      ['split'],
      200,
      200,
      ['A,K:win', 'A,5:lose'],
      7,
    ],
    [
      'a double after a split',
      ['8', '6', '8', '10', '3', 'K', '5', '9'],
      ['split', 'double', 'stand'],
      300,
      600,
      ['8,3,K:win', '8,5:win'],
      8,
    ],
    [
      'insurance pays 2:1 when the dealer has blackjack',
      ['10', 'A', '9', 'K'],
      ['insurance'],
      150,
      150,
      ['10,9:lose'],
      4,
    ],
    [
      'insurance is lost when the dealer has none',
      ['10', 'A', '9', '7'],
      ['insurance', 'stand'],
      150,
      200,
      ['10,9:win'],
      4,
    ],
    [
      'even money: insurance on a natural under an ace',
      ['A', 'A', 'K', 'K'],
      ['insurance'],
      150,
      250,
      ['A,K:push'],
      4,
    ],
    [
      'a natural under an ace without a dealer blackjack pays 3:2',
      ['A', 'A', 'K', '9'],
      ['no_insurance'],
      100,
      250,
      ['A,K:blackjack'],
      4,
    ],
    [
      'a bust loses and the dealer does not draw',
      ['10', '7', '6', '9', 'K'],
      ['hit'],
      100,
      0,
      ['10,6,K:lose'],
      5,
    ],
    [
      'a hit to 21 stands by itself',
      ['10', '7', '6', '10', '5'],
      ['hit'],
      100,
      200,
      ['10,6,5:win'],
      5,
    ],
    ['the dealer busts', ['10', '6', '7', '10', '8'], ['stand'], 100, 200, ['10,7:win'], 5],
    [
      'a double draws one card',
      ['6', '6', '5', 'K', '2', '2'],
      ['double'],
      200,
      0,
      ['6,5,2:lose'],
      6,
    ],
  ] as const)('%s', (_what, ranks, actions, stake, win, hands, used) => {
    const { step, used: drawn } = playRigged([...ranks], [...actions]);
    expect(step.finished).toBe(true);
    expect({ stake: step.stake, win: step.win }).toEqual({ stake, win });
    expect(totals(step)).toEqual(hands);
    expect(drawn).toBe(used);
    expect(step.state.cursor).toBe(used);
    expect(step.state.allowed_actions).toEqual([]);
  });

  test('the allowed actions follow the hand, and act() refuses the rest', () => {
    const { step } = playRigged(['9', '5', '7', '8'], []);
    expect(step.state.allowed_actions).toEqual(['hit', 'stand', 'double']);
    expect(() =>
      blackjackMachine.act?.(config, step.state, { type: 'split' }, riggedCards([])),
    ).toThrow(expect.objectContaining({ code: 'type' }));
    const hit = playRigged(['9', '5', '7', '8', '2'], ['hit']).step;
    expect(hit.state.allowed_actions).toEqual(['hit', 'stand']);
    const insurance = playRigged(['9', 'A', '7', '8'], []).step;
    expect(insurance.state).toMatchObject({
      phase: 'insurance',
      allowed_actions: ['insurance', 'no_insurance'],
    });
  });

  test('equal values split (king with queen) up to four hands, no more', () => {
    expect(playRigged(['K', '6', 'Q', '10'], []).step.state.allowed_actions).toContain('split');
    const { step } = playRigged(['8', '6', '8', '10', '8', '8', '8'], ['split', 'split', 'split']);
    expect(step.state.hands).toHaveLength(4);
    expect(step.stake).toBe(400);
    expect(step.state.hands[0]?.cards.map((card) => card.rank)).toEqual(['8', '8']);
    expect(step.state.allowed_actions).toEqual(['hit', 'stand', 'double']);
  });

  test('the hole card stays hidden until the round is settled', () => {
    const open = playRigged(['9', '5', '7', '8'], []).step;
    expect(blackjackEngine.publicState(config, open.state, false)).toMatchObject({
      dealer: [open.state.dealer[0]],
    });
    const settled = playRigged(['9', '5', '7', '8', 'K'], ['stand']).step;
    expect(blackjackEngine.publicState(config, settled.state, true)).toEqual(settled.state);
  });
});

describe('blackjack input', () => {
  test.each([
    ['not an object', 'body', 100],
    ['a zero stake', 'stake', { stake: 0 }],
    ['a negative stake', 'stake', { stake: -100 }],
    ['a fractional stake', 'stake', { stake: 100.5 }],
    ['a stake under the minimum', 'stake', { stake: 9 }],
    ['a stake over the maximum', 'stake', { stake: 100_001 }],
    ['no stake', 'stake', {}],
  ])('%s is refused on %s', (_what, code, input) => {
    expect(() => parseBlackjackParams(config, input)).toThrow(expect.objectContaining({ code }));
  });

  const open = playRigged(['9', '5', '7', '8'], []).step.state;
  test.each([
    ['not an object', 'body', 'hit'],
    ['an unknown action', 'type', { type: 'surrender' }],
    ['an action not allowed now', 'type', { type: 'insurance' }],
  ])('an action %s is refused on %s', (_what, code, input) => {
    expect(() => parseBlackjackAction(config, open, input)).toThrow(
      expect.objectContaining({ code }),
    );
  });

  test('an allowed action parses', () => {
    expect(parseBlackjackAction(config, open, { type: 'double' })).toEqual({ type: 'double' });
  });
});

describe('blackjack rounds', () => {
  const seeds: RoundSeeds = { serverSeed: 'c'.repeat(64), clientSeed: 'player', nonce: 0 };

  /** The floats of the seeds from the cursor on: how a later request resumes the round's stream. */
  const resumed = (round: RoundSeeds, cursor: number) => {
    const floats = fairFloats(round);
    for (let i = 0; i < cursor; i++) floats.next();
    return floats;
  };

  test.each([0, 1, 2, 3, 4, 5, 6, 7])(
    'nonce %i replays from its seeds, resumed at the cursor',
    (nonce) => {
      const round = { ...seeds, nonce };
      const stream = fairFloats(round);
      let live = blackjackMachine.start(config, { stake: 100 }, stream);
      const actions: BlackjackActionType[] = [];
      while (!live.finished) {
        const type = bestAction(live.state);
        actions.push(type);
        live = blackjackMachine.act?.(config, live.state, { type }, stream) ?? live;
      }
      expect(live.state.cursor).toBe(stream.used);

      Object.assign(seeds, { nonce });
      let replay = blackjackMachine.start(config, { stake: 100 }, resumed(round, 0));
      for (const type of actions)
        replay =
          blackjackMachine.act?.(
            config,
            replay.state,
            { type },
            resumed(round, replay.state.cursor),
          ) ?? replay;
      expect(replay).toEqual(live);
    },
  );

  test('an abandoned hand is played on with the best play, insurance declined', () => {
    const settle = settleAbandonedHand;
    expect(blackjackEngine.machine.settleAbandoned).toBe(settleAbandonedHand);
    const underAce = playRigged(['10', 'A', '6', '7'], []).step.state;
    const settled = settle(config, underAce, riggedCards(['K', '5']));
    expect(settled.finished).toBe(true);
    expect(settled.state.insurance).toBe(0);
    // 16 against an ace hits: the king busts it.
    expect(totals(settled)).toEqual(['10,6,K:lose']);
    const stiff = playRigged(['10', '5', '2', '8'], []).step.state;
    expect(settle(config, stiff, riggedCards(['9']))).toMatchObject({
      finished: true,
      stake: 100,
      win: 200,
    });
    // The abandoned state itself is left as it was.
    expect(stiff.phase).toBe('player');
  });

  test.each([0, 1, 2])('catalogue seed %i picks valid limits', (seed) => {
    const limits = blackjackConfigFor(seed);
    expect(limits.minBet).toBeGreaterThan(1);
    expect(limits.maxBet).toBeGreaterThan(limits.minBet);
  });
});
