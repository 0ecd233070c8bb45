import { RANKS, SUITS, cardAt, floatOfCard, type Card, type Rank } from '../cards.ts';
import type { FloatSource } from '../fair.ts';

const SUIT_LETTERS = { d: 'diamonds', h: 'hearts', s: 'spades', c: 'clubs' } as const;

/** A card from its short text: 'Ks' the king of spades, '10h' the ten of hearts (suits d, h, s, c). */
export function cardOf(text: string): Card {
  const rank = text.slice(0, -1) as Rank;
  const suit = SUIT_LETTERS[text.slice(-1) as keyof typeof SUIT_LETTERS];
  if (!RANKS.includes(rank) || !suit) throw new Error(`no card ${text}`);
  return cardAt(RANKS.indexOf(rank) * 4 + SUITS.indexOf(suit));
}

/** Floats dealing the given cards in order, suits and all, for rigged rounds in tests; throws when it runs out. */
export function riggedDeal(texts: readonly string[]): FloatSource & { readonly used: number } {
  let used = 0;
  return {
    next() {
      const text = texts[used++];
      if (text === undefined)
        throw new Error(`the rigged deck ran out after ${texts.length} cards`);
      return floatOfCard(cardOf(text).index);
    },
    get used() {
      return used;
    },
  };
}
