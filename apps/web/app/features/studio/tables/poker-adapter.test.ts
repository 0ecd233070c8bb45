import { describe, expect, test } from 'vitest';
import { riggedDeal } from '@casino/games/poker/card-text';
import { pokerConfigFor, pokerEngine } from '@casino/games/poker/poker-engine';
import { copyOf, decide, pokerMachine, type PokerState } from '@casino/games/poker/poker';
import { pokerParams, pokerTable, readPoker, roundDecision, stakeProblem } from './poker-adapter';

// The poker engine's own rounds through this client's adapter: what the client sends is what the engine takes, and
// what the engine's public state says is what the client draws.

const withPairPlus = pokerConfigFor(0);
const withoutPairPlus = pokerConfigFor(6);

/** A dealt round (player's three cards, then the dealer's), and its public state while open. */
function dealt(cards: string[], pairPlus = 0) {
  const step = pokerMachine.start(withPairPlus, { ante: 100, pairPlus }, riggedDeal(cards));
  return { state: step.state, open: pokerEngine.publicState(withPairPlus, step.state, false) };
}

function settled(state: PokerState, type: 'play' | 'fold') {
  const step = decide(copyOf(state), type);
  return pokerEngine.publicState(withPairPlus, step.state, true);
}

describe('the table read from the configuration', () => {
  test('limits and Pair Plus as the engine states them', () => {
    expect(withPairPlus.pairPlus).toBe(true);
    expect(withoutPairPlus.pairPlus).toBe(false);
    expect(pokerTable(withPairPlus)).toEqual(withPairPlus);
    expect(pokerTable(withoutPairPlus).pairPlus).toBe(false);
  });
});

describe('the stakes the client sends', () => {
  const table = pokerTable(withPairPlus);

  test('the engine takes an ante alone and an ante with Pair Plus', () => {
    expect(pokerEngine.parseParams(withPairPlus, pokerParams(table.minBet, 0))).toEqual({
      ante: table.minBet,
      pairPlus: 0,
    });
    expect(pokerEngine.parseParams(withPairPlus, pokerParams(500, 200))).toEqual({
      ante: 500,
      pairPlus: 200,
    });
  });

  test.each([
    [0, 0, 'no_ante'],
    [table.minBet - 1, 0, 'ante_below_min'],
    [table.maxBet + 1, 0, 'over_max'],
    [table.minBet, table.minBet - 1, 'pair_plus_below_min'],
    [table.minBet, table.maxBet + 1, 'over_max'],
    [table.minBet, 0, null],
    [table.maxBet, table.maxBet, null],
  ])('ante %i, Pair Plus %i: %s', (ante, pairPlus, problem) => {
    expect(stakeProblem(table, ante, pairPlus)).toBe(problem);
    // The client's check and the engine's agree: what the client would deal, the engine takes.
    const parse = () => pokerEngine.parseParams(withPairPlus, pokerParams(ante, pairPlus));
    if (problem === null) expect(parse).not.toThrow();
    else expect(parse).toThrow();
  });

  test('Pair Plus at a table without it is refused by both', () => {
    expect(stakeProblem(pokerTable(withoutPairPlus), 100, 100)).toBe('no_pair_plus');
    expect(() => pokerEngine.parseParams(withoutPairPlus, pokerParams(100, 100))).toThrow();
  });
});

describe('the engine state read for the table', () => {
  test('an open round shows the player’s hand, three face-down dealer cards and the two decisions', () => {
    const { open } = dealt(['Ks', 'Kh', '4d', 'Qc', '9h', '3s'], 100);
    const view = readPoker(open, false);
    expect(view.player).toEqual([
      { rank: 'K', suit: 'spades' },
      { rank: 'K', suit: 'hearts' },
      { rank: '4', suit: 'diamonds' },
    ]);
    expect(view.dealer).toEqual(['hidden', 'hidden', 'hidden']);
    expect(view.playerHand).toBe('pair');
    expect(view.allowed).toEqual(['play', 'fold']);
    expect(view).toMatchObject({
      ante: 100,
      pairPlus: 100,
      play: 0,
      outcome: null,
      dealerQualifies: null,
    });
    // Pair Plus is settled at the deal: a pair pays 1 to 1, stake included.
    expect(view.wins.pairPlus).toBe(200);
  });

  test('a played round against a qualifying dealer: the dealer’s hand, the win and the straight’s ante bonus', () => {
    const { state } = dealt(['4s', '5h', '6d', 'Qc', '9h', '3s']);
    const view = readPoker(settled(state, 'play'), true);
    expect(view.dealer).toHaveLength(3);
    expect(view.dealer).not.toContain('hidden');
    expect(view).toMatchObject({
      playerHand: 'straight',
      dealerHand: 'high_card',
      dealerQualifies: true,
      outcome: 'win',
      play: 100,
      allowed: [],
      wins: { ante: 200, play: 200, anteBonus: 100, pairPlus: 0 },
    });
  });

  test('a dealer without queen high does not qualify: the ante pays and the play pushes', () => {
    const { state } = dealt(['2s', '7h', '9d', 'Jc', '9c', '3s']);
    const view = readPoker(settled(state, 'play'), true);
    expect(view).toMatchObject({
      dealerQualifies: false,
      outcome: 'dealer_not_qualified',
      wins: { ante: 200, play: 100, anteBonus: 0 },
    });
  });

  test('a fold shows the dealer’s cards, no dealer hand, and nothing left to decide', () => {
    const { state } = dealt(['2s', '7h', '9d', 'Ac', 'Ah', '3s']);
    const view = readPoker(settled(state, 'fold'), true);
    expect(view.dealer).toHaveLength(3);
    expect(view.dealer).not.toContain('hidden');
    expect(view).toMatchObject({
      outcome: 'fold',
      dealerHand: null,
      dealerQualifies: null,
      play: 0,
      allowed: [],
    });
  });

  test('a state missing its fields reads as an empty table, not a crash', () => {
    expect(readPoker({}, false)).toMatchObject({
      player: [],
      dealer: [],
      playerHand: null,
      allowed: [],
    });
    expect(readPoker(null, true).wins).toEqual({ ante: 0, play: 0, anteBonus: 0, pairPlus: 0 });
  });
});

describe('the decision of a stored round', () => {
  test.each([
    [[{ type: 'play' }], 'play'],
    [[{ type: 'fold' }], 'fold'],
    [['fold'], 'fold'],
    [[], null],
    [[{ type: 'hit' }], null],
  ])('%j reads as %s', (actions, decision) => {
    expect(roundDecision(actions)).toBe(decision);
  });
});
