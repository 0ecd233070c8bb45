import { field, stringAt } from '../config-read';
import { baccaratPoints, readCard, readCards, type SeenCard } from './cards';
import type { RoadOutcome } from './big-road';

// The baccarat engine's JSON as this client reads and writes it (packages/games/src/baccarat), both the punto banco
// table and the dragon tiger variant. Shape changes stay in this file.

export type BaccaratVariant = 'punto_banco' | 'dragon_tiger';
export const PUNTO_BANCO_SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie'] as const;
export type BaccaratSpot = (typeof PUNTO_BANCO_SPOTS)[number] | (typeof DRAGON_TIGER_SPOTS)[number];

export function baccaratVariant(config: unknown): BaccaratVariant {
  const variant = stringAt(config, 'variant', '').toLowerCase().replace('-', '_');
  return variant === 'dragon_tiger' || field(config, 'dragonTiger') === true
    ? 'dragon_tiger'
    : 'punto_banco';
}

export function spotsOf(variant: BaccaratVariant): readonly BaccaratSpot[] {
  return variant === 'dragon_tiger' ? DRAGON_TIGER_SPOTS : PUNTO_BANCO_SPOTS;
}

export function baccaratParams(totals: readonly { spot: BaccaratSpot; stake: number }[]): {
  bets: { type: BaccaratSpot; stake: number }[];
} {
  return { bets: totals.map(({ spot, stake }) => ({ type: spot, stake })) };
}

export interface CoupView {
  /** Player's (or dragon's) cards, then banker's (or tiger's). */
  a: SeenCard[];
  b: SeenCard[];
  totalA: number | null;
  totalB: number | null;
  outcome: RoadOutcome | null;
}

function sideCards(state: unknown, names: readonly string[]): SeenCard[] {
  for (const name of names) {
    const value = field(state, name);
    if (value === undefined) continue;
    if (Array.isArray(value)) return readCards(value);
    const cards = field(value, 'cards');
    if (Array.isArray(cards)) return readCards(cards);
    const single = field(value, 'card') ?? value;
    const card = readCard(single);
    return card ? [card] : [];
  }
  return [];
}

/** A hand's baccarat total: the sum of its points, last digit. */
export function baccaratTotal(cards: readonly SeenCard[]): number {
  return (
    cards.reduce((sum, card) => (card === 'hidden' ? sum : sum + baccaratPoints(card.rank)), 0) % 10
  );
}

export function readCoup(state: unknown, variant: BaccaratVariant): CoupView {
  const dragonTiger = variant === 'dragon_tiger';
  const a = sideCards(
    state,
    dragonTiger ? ['dragon', 'dragon_card'] : ['player', 'player_cards', 'playerHand'],
  );
  const b = sideCards(
    state,
    dragonTiger ? ['tiger', 'tiger_card'] : ['banker', 'banker_cards', 'bankerHand'],
  );
  const word = [field(state, 'winner'), field(state, 'outcome'), field(state, 'result')].find(
    (value): value is string => typeof value === 'string',
  );
  const outcome: RoadOutcome | null =
    word === 'player' || word === 'dragon'
      ? 'a'
      : word === 'banker' || word === 'tiger'
        ? 'b'
        : word === 'tie'
          ? 'tie'
          : null;
  return {
    a,
    b,
    totalA: a.length > 0 && !dragonTiger ? baccaratTotal(a) : null,
    totalB: b.length > 0 && !dragonTiger ? baccaratTotal(b) : null,
    outcome,
  };
}
