import { isObject } from '../studio-session';

// Cards as the card engines (blackjack, baccarat) put them in a round's public state. The engines are free to write
// a card as an index 0-51, as text ("AS", "10h", "K♣") or as {rank, suit}; every form is read here so a change of
// notation stays in this file.

export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
export const SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
}

/** A card the player may not see yet (the dealer's hole card): drawn face down. */
export type SeenCard = Card | 'hidden';

const DECK_RANKS: readonly Rank[] = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
  'A',
];
const DECK_SUITS: readonly Suit[] = ['diamonds', 'hearts', 'spades', 'clubs'];

const SUIT_LETTERS: Record<string, Suit> = {
  s: 'spades',
  h: 'hearts',
  d: 'diamonds',
  c: 'clubs',
  '♠': 'spades',
  '♥': 'hearts',
  '♦': 'diamonds',
  '♣': 'clubs',
};

function rankOf(value: unknown): Rank | null {
  if (typeof value === 'number' && Number.isInteger(value)) {
    // 1-13 (ace low) or 0-12 are both in use; 1 and 11-13 read the same either way except 0 and 13.
    if (value >= 1 && value <= 13) return RANKS[value - 1] ?? null;
    if (value === 0) return 'A';
    return null;
  }
  if (typeof value !== 'string') return null;
  const text = value.toUpperCase();
  if (text === 'T') return '10';
  if (text === 'ACE') return 'A';
  if (text === 'JACK') return 'J';
  if (text === 'QUEEN') return 'Q';
  if (text === 'KING') return 'K';
  return (RANKS as readonly string[]).includes(text) ? (text as Rank) : null;
}

function suitOf(value: unknown): Suit | null {
  if (typeof value === 'number' && Number.isInteger(value)) return SUITS[value] ?? null;
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  if ((SUITS as readonly string[]).includes(lower)) return lower as Suit;
  if ((SUITS as readonly string[]).includes(`${lower}s`)) return `${lower}s` as Suit;
  return SUIT_LETTERS[lower] ?? null;
}

/** One card from the state's JSON; 'hidden' for a face-down card (null, {hidden: true}, "??"); null when unreadable. */
export function readCard(value: unknown): SeenCard | null {
  if (value === null || value === undefined || value === '??' || value === 'XX') return 'hidden';
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 52) {
    // The engines' deck order (packages/games cards.ts, Stake's): rank-major from ♦2, suits ♦ ♥ ♠ ♣.
    const rank = DECK_RANKS[Math.floor(value / 4)];
    const suit = DECK_SUITS[value % 4];
    return rank && suit ? { rank, suit } : null;
  }
  if (typeof value === 'string') {
    const match = /^(10|[2-9TJQKA])(.+)$/i.exec(value.trim());
    if (!match) return null;
    const rank = rankOf(match[1]);
    const suit = suitOf(match[2]);
    return rank && suit ? { rank, suit } : null;
  }
  if (isObject(value)) {
    if (value['hidden'] === true || value['face_down'] === true) return 'hidden';
    const rank = rankOf(value['rank']);
    const suit = suitOf(value['suit']);
    return rank && suit ? { rank, suit } : null;
  }
  return null;
}

export function readCards(value: unknown): SeenCard[] {
  if (!Array.isArray(value)) return [];
  return value.map(readCard).filter((card): card is SeenCard => card !== null);
}

export const isRed = (suit: Suit): boolean => suit === 'hearts' || suit === 'diamonds';

export const SUIT_SYMBOL: Record<Suit, string> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};

/** Blackjack's count of a card: ace 1 (the hand total makes it 11 when that helps), faces 10. */
export function blackjackPoints(rank: Rank): number {
  if (rank === 'A') return 1;
  if (rank === 'J' || rank === 'Q' || rank === 'K' || rank === '10') return 10;
  return Number(rank);
}

/** Baccarat's count of a card: ace 1, tens and faces 0. */
export function baccaratPoints(rank: Rank): number {
  const points = blackjackPoints(rank);
  return points === 10 ? 0 : points;
}
