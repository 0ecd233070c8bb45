import type { CollectionKind } from '../../tables/catalogue.ts';

export interface CollectionSeed {
  slug: string;
  kind: CollectionKind;
  title: string;
}

/**
 * Categories per page of spec 01 section 9: main (top ... fishing), pokies (megaways, bonus-buy, volatility
 * groups), live (blackjack, roulette, game-shows, baccarat, poker; `live` holds every live game).
 * Titles are English; the web shows CATEGORIES.<SLUG> from packages/messages.
 */
export const COLLECTIONS: readonly CollectionSeed[] = [
  { slug: 'top', kind: 'main', title: 'Top' },
  { slug: 'new', kind: 'main', title: 'New' },
  { slug: 'recommended', kind: 'main', title: 'Recommended' },
  { slug: 'bonus-wagering', kind: 'main', title: 'Bonus wagering' },
  { slug: 'coin', kind: 'main', title: 'Coin games' },
  { slug: 'jackpot', kind: 'main', title: 'Jackpot games' },
  { slug: 'table', kind: 'main', title: 'Table games' },
  { slug: 'btc-games', kind: 'main', title: 'BTC games' },
  { slug: 'egypt', kind: 'main', title: 'Egypt' },
  { slug: 'fruit', kind: 'main', title: 'Fruit' },
  { slug: 'book', kind: 'main', title: 'Books' },
  { slug: 'crash', kind: 'main', title: 'Crash games' },
  { slug: 'lottery', kind: 'main', title: 'Lottery' },
  { slug: 'fishing', kind: 'main', title: 'Fishing games' },
  { slug: 'slots', kind: 'pokies', title: 'Slots' },
  { slug: 'megaways', kind: 'pokies', title: 'Megaways' },
  { slug: 'bonus-buy', kind: 'pokies', title: 'Bonus buy' },
  { slug: 'volatility-low', kind: 'volatility', title: 'Low volatility' },
  { slug: 'volatility-low-medium', kind: 'volatility', title: 'Low-medium volatility' },
  { slug: 'volatility-medium', kind: 'volatility', title: 'Medium volatility' },
  { slug: 'volatility-medium-high', kind: 'volatility', title: 'Medium-high volatility' },
  { slug: 'volatility-high', kind: 'volatility', title: 'High volatility' },
  { slug: 'volatility-very-high', kind: 'volatility', title: 'Very high volatility' },
  { slug: 'live', kind: 'live', title: 'All live games' },
  { slug: 'blackjack', kind: 'live', title: 'Blackjack' },
  { slug: 'roulette', kind: 'live', title: 'Roulette' },
  { slug: 'game-shows', kind: 'live', title: 'Game shows' },
  { slug: 'baccarat', kind: 'live', title: 'Baccarat' },
  { slug: 'poker', kind: 'live', title: 'Poker' },
];
