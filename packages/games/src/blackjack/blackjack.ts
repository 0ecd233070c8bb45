import { blackjackValue, drawCard, type Card } from '../cards.ts';
import type { FloatSource } from '../fair.ts';
import { RoundInputError, winOf, type RoundMachine, type RoundStep } from '../round.ts';
import { readChoice, readInteger, readObject } from '../read-json.ts';
import { countOf, dealerStands, isBlackjackPair } from './hand.ts';
import { MAX_HANDS } from './strategy.ts';

/**
 * Blackjack on the infinite deck (cards CARDS[floor(f * 52)], spec 04 section 5), dealt player, dealer up, player,
 * dealer hole, then every card as it is needed. House rules: the dealer stands on soft 17 and peeks under an ace or
 * ten (a dealer blackjack takes only the first stake); blackjack pays 3:2; double on any first two cards, after a
 * split too; split equal values (a king with a queen too) up to 4 hands; split aces take one card each and are not
 * resplit; insurance (half the stake, pays 2:1) when the dealer shows an ace; no surrender. A hand of 21 stands.
 */
export interface BlackjackConfig {
  minBet: number;
  maxBet: number;
}

export interface BlackjackParams {
  stake: number;
}

export const ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'] as const;
export type BlackjackActionType = (typeof ACTIONS)[number];

export interface BlackjackAction {
  type: BlackjackActionType;
}

export interface BlackjackHand {
  cards: Card[];
  /** This hand's stake, minor units (twice the first stake once doubled). */
  stake: number;
  doubled: boolean;
  /** A hand split from aces: one card and done. */
  splitAces: boolean;
  /** Whether the player is done with the hand (stood, doubled, bust, 21, or a split ace). */
  done: boolean;
  outcome: 'blackjack' | 'win' | 'push' | 'lose' | null;
  /** What the hand returned, minor units (0 until settled). */
  win: number;
}

export interface BlackjackState {
  phase: 'insurance' | 'player' | 'settled';
  /** The first stake; each split hand stakes it again. */
  stake: number;
  hands: BlackjackHand[];
  /** The hand being played. */
  active: number;
  /** Up card first, then the hole card (hidden from the client until the round is settled), then the draws. */
  dealer: Card[];
  /** The insurance staked (0 when not taken) and what it returned. */
  insurance: number;
  insuranceWin: number;
  /** What the player may do now; act() refuses anything else. */
  allowed_actions: BlackjackActionType[];
  /** Floats drawn so far: a round resumed in a later request continues the stream after this many. */
  cursor: number;
}

const valueOf = (card: Card | undefined) => (card ? blackjackValue(card.rank) : 0);

function newHand(cards: Card[], stake: number, splitAces = false): BlackjackHand {
  return { cards, stake, doubled: false, splitAces, done: splitAces, outcome: null, win: 0 };
}

function allowedIn(state: BlackjackState): BlackjackActionType[] {
  if (state.phase === 'insurance')
    return Math.floor(state.stake / 2) > 0 ? ['insurance', 'no_insurance'] : ['no_insurance'];
  const hand = state.hands[state.active];
  if (state.phase !== 'player' || !hand || hand.done) return [];
  const actions: BlackjackActionType[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [first, second] = hand.cards;
    if (state.hands.length < MAX_HANDS && valueOf(first) === valueOf(second)) actions.push('split');
  }
  return actions;
}

/** A float source that counts what it hands out into the state's cursor. */
function counted(state: BlackjackState, rng: FloatSource): () => Card {
  return () => {
    state.cursor++;
    return drawCard(rng);
  };
}

/** The round step of a state: everything staked and won so far, and what the player may do next. */
export function stepOf(state: BlackjackState): RoundStep<BlackjackState> {
  state.allowed_actions = allowedIn(state);
  let staked = state.insurance;
  let won = state.insuranceWin;
  for (const hand of state.hands) {
    staked += hand.stake;
    won += hand.win;
  }
  return { state, stake: staked, win: won, finished: state.phase === 'settled' };
}

function settle(state: BlackjackState, draw: () => Card, dealerBlackjack: boolean): void {
  const first = state.hands[0];
  const natural = state.hands.length === 1 && first !== undefined && isBlackjackPair(first.cards);
  let live = false;
  for (const hand of state.hands) if (countOf(hand.cards).total <= 21) live = true;
  if (live && !dealerBlackjack && !natural) {
    while (!dealerStands(countOf(state.dealer))) state.dealer.push(draw());
  }
  const dealerTotal = countOf(state.dealer).total;
  for (const hand of state.hands) {
    const total = countOf(hand.cards).total;
    let outcome: NonNullable<BlackjackHand['outcome']>;
    if (natural) outcome = dealerBlackjack ? 'push' : 'blackjack';
    else if (total > 21 || dealerBlackjack) outcome = 'lose';
    else if (dealerTotal > 21 || total > dealerTotal) outcome = 'win';
    else outcome = total === dealerTotal ? 'push' : 'lose';
    hand.outcome = outcome;
    hand.win = winOfOutcome(hand.stake, outcome);
    hand.done = true;
  }
  state.phase = 'settled';
}

/** Blackjack 3:2 (floored), a win 1:1, a push the stake back. */
function winOfOutcome(stake: number, outcome: NonNullable<BlackjackHand['outcome']>): number {
  switch (outcome) {
    case 'blackjack':
      return winOf(stake, 250);
    case 'win':
      return 2 * stake;
    case 'push':
      return stake;
    case 'lose':
      return 0;
  }
}

/** After the insurance question (or at once under a ten): the peek, then a natural, then the player's turn. */
function afterDeal(state: BlackjackState, draw: () => Card): RoundStep<BlackjackState> {
  const dealerBlackjack = isBlackjackPair(state.dealer);
  if (state.insurance > 0 && dealerBlackjack) state.insuranceWin = 3 * state.insurance;
  if (dealerBlackjack || isBlackjackPair(state.hands[0]?.cards ?? []))
    settle(state, draw, dealerBlackjack);
  else state.phase = 'player';
  return stepOf(state);
}

/** Moves past finished hands, dealing each split hand its second card as it comes up; the dealer plays last. */
function advance(state: BlackjackState, draw: () => Card): RoundStep<BlackjackState> {
  for (;;) {
    const hand = state.hands[state.active];
    if (!hand) {
      settle(state, draw, false);
      return stepOf(state);
    }
    if (hand.cards.length === 1) hand.cards.push(draw());
    if (countOf(hand.cards).total >= 21) hand.done = true;
    if (!hand.done) return stepOf(state);
    state.active++;
  }
}

export function copyOf(state: BlackjackState): BlackjackState {
  return {
    ...state,
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    dealer: [...state.dealer],
    allowed_actions: [...state.allowed_actions],
  };
}

function play(
  state: BlackjackState,
  type: BlackjackActionType,
  draw: () => Card,
): RoundStep<BlackjackState> {
  if (type === 'insurance' || type === 'no_insurance') {
    if (type === 'insurance') state.insurance = Math.floor(state.stake / 2);
    return afterDeal(state, draw);
  }
  const hand = state.hands[state.active] as BlackjackHand;
  switch (type) {
    case 'hit':
      hand.cards.push(draw());
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stake *= 2;
      hand.doubled = true;
      hand.cards.push(draw());
      hand.done = true;
      break;
    case 'split': {
      const aces = hand.cards[0]?.rank === 'A';
      const moved = hand.cards.pop() as Card;
      const twin = newHand([moved], state.stake, aces);
      state.hands.splice(state.active + 1, 0, twin);
      if (aces) {
        hand.splitAces = true;
        hand.done = true;
        hand.cards.push(draw());
        twin.cards.push(draw());
      } else hand.cards.push(draw());
      break;
    }
  }
  return advance(state, draw);
}

/** act() on a state the caller owns (a simulation's own round): the same rules without the copy. */
export function actInPlace(
  state: BlackjackState,
  type: BlackjackActionType,
  rng: FloatSource,
): RoundStep<BlackjackState> {
  if (!state.allowed_actions.includes(type))
    throw new RoundInputError('type', `${type} is not allowed now`);
  return play(state, type, counted(state, rng));
}

export const blackjackMachine: RoundMachine<
  BlackjackConfig,
  BlackjackParams,
  BlackjackState,
  BlackjackAction
> = {
  start(_config, params, rng) {
    const state: BlackjackState = {
      phase: 'player',
      stake: params.stake,
      hands: [],
      active: 0,
      dealer: [],
      insurance: 0,
      insuranceWin: 0,
      allowed_actions: [],
      cursor: 0,
    };
    const draw = counted(state, rng);
    const player = [draw()];
    state.dealer.push(draw());
    player.push(draw());
    state.dealer.push(draw());
    state.hands.push(newHand(player, params.stake));
    if (state.dealer[0]?.rank === 'A') {
      state.phase = 'insurance';
      return stepOf(state);
    }
    return afterDeal(state, draw);
  },
  act(_config, previous, action, rng) {
    return actInPlace(copyOf(previous), action.type, rng);
  },
};

export function parseBlackjackParams(config: BlackjackConfig, input: unknown): BlackjackParams {
  return { stake: readInteger(readObject(input), 'stake', config.minBet, config.maxBet) };
}

export function parseBlackjackAction(
  _config: BlackjackConfig,
  state: BlackjackState,
  input: unknown,
): BlackjackAction {
  const type = readChoice(readObject(input), 'type', ACTIONS);
  if (!state.allowed_actions.includes(type))
    throw new RoundInputError(
      'type',
      `${type} is not allowed now (${state.allowed_actions.join(', ')})`,
    );
  return { type };
}
