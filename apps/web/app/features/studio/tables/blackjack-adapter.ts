import { field, firstNumber } from '../config-read';
import { isObject } from '../studio-session';
import { blackjackPoints, readCards, type SeenCard } from './cards';

// The blackjack engine's public state as this client reads it (packages/games/src/blackjack). Field names are read
// in the forms an engine might use; a change of shape stays in this file.

export const BLACKJACK_ACTIONS = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'no_insurance',
] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust' | 'surrender';

export interface HandView {
  cards: SeenCard[];
  stake: number | null;
  result: HandResult | null;
  win: number | null;
}

export interface BlackjackView {
  dealer: SeenCard[];
  hands: HandView[];
  /** The hand the player's decision applies to; null when none is waiting. */
  active: number | null;
  allowed: BlackjackAction[];
}

const RESULT_WORDS: Record<string, HandResult> = {
  blackjack: 'blackjack',
  win: 'win',
  won: 'win',
  push: 'push',
  tie: 'push',
  lose: 'lose',
  lost: 'lose',
  loss: 'lose',
  bust: 'bust',
  busted: 'bust',
  surrender: 'surrender',
};

function cardsOf(value: unknown): SeenCard[] {
  return Array.isArray(value) ? readCards(value) : readCards(field(value, 'cards'));
}

function readHand(value: unknown): HandView {
  const result = [field(value, 'result'), field(value, 'outcome'), field(value, 'status')].find(
    (word): word is string => typeof word === 'string' && word.toLowerCase() in RESULT_WORDS,
  );
  const stake = field(value, 'stake');
  const win = field(value, 'win');
  return {
    cards: cardsOf(value),
    stake: typeof stake === 'number' ? stake : null,
    result: result ? (RESULT_WORDS[result.toLowerCase()] ?? null) : null,
    win: typeof win === 'number' ? win : null,
  };
}

export function readBlackjack(state: unknown, finished: boolean): BlackjackView {
  const dealerField =
    field(state, 'dealer') ?? field(state, 'dealer_cards') ?? field(state, 'dealerHand');
  const handsField = field(state, 'hands') ?? field(state, 'player_hands');
  const single = field(state, 'player') ?? field(state, 'player_cards');
  const hands = Array.isArray(handsField)
    ? handsField.map(readHand)
    : single !== undefined
      ? [readHand(isObject(single) ? single : { cards: single })]
      : [];
  const allowedField = field(state, 'allowed_actions') ?? field(state, 'allowedActions');
  const allowed = finished
    ? []
    : (Array.isArray(allowedField) ? allowedField : []).filter(
        (action): action is BlackjackAction =>
          (BLACKJACK_ACTIONS as readonly unknown[]).includes(action),
      );
  const active = firstNumber(state, ['active', 'active_hand', 'activeHand', 'current_hand'], -1);
  const dealer = cardsOf(dealerField);
  // While the round is open the engine shows only the up card: the hole card is drawn face down beside it.
  if (!finished && dealer.length === 1) dealer.push('hidden');
  return {
    dealer,
    hands,
    active: !finished && active >= 0 && active < hands.length ? active : null,
    allowed,
  };
}

/**
 * A hand's count as the table shows it: "7/17" while an ace can still count 11, "21", "Bust 24". A hand of a split is
 * never a blackjack (the engine pays its two-card 21 as a win).
 */
export function handTotal(
  cards: readonly SeenCard[],
  split = false,
): {
  hard: number;
  best: number;
  soft: boolean;
  bust: boolean;
  blackjack: boolean;
  text: string;
} {
  const seen = cards.filter((card) => card !== 'hidden');
  const hard = seen.reduce((sum, card) => sum + blackjackPoints(card.rank), 0);
  const hasAce = seen.some((card) => card.rank === 'A');
  const soft = hasAce && hard + 10 <= 21;
  const best = soft ? hard + 10 : hard;
  const blackjack = !split && cards.length === 2 && seen.length === 2 && best === 21;
  const bust = hard > 21;
  const text = soft && best !== 21 ? `${hard}/${best}` : String(best);
  return { hard, best, soft, bust, blackjack, text };
}

/** The decisions a stored round went through, for the history drawer. */
export function roundActions(actions: readonly unknown[]): BlackjackAction[] {
  return actions
    .map((action) => (isObject(action) ? action['type'] : action))
    .filter((type): type is BlackjackAction =>
      (BLACKJACK_ACTIONS as readonly unknown[]).includes(type),
    );
}
