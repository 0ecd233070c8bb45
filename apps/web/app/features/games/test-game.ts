import type { Game } from '@casino/api/games';

/** A catalogue game as GET /api/games_filter answers it, for unit tests; override what the test is about. */
export function testGame(overrides: Partial<Game> = {}): Game {
  return {
    identifier: 'northlight/book-of-ra',
    title: 'Book of Ra',
    seo_title: 'book-of-ra',
    provider: 'northlight',
    uniq_seo_title: true,
    categories: ['top', 'slots'],
    currencies: {
      EUR: { id: 11, jackpot: null },
      USD: { id: 12, jackpot: null },
      BTC: { id: 13, jackpot: null },
      FUN: { id: 10, jackpot: null },
    },
    devices: ['desktop', 'mobile'],
    unfinished_games_for: [],
    lines: 10,
    ways: null,
    volatility_rating: 'high',
    hit_rate: '25.0',
    payout: '96.10',
    slug: 'book-of-ra',
    has_demo_mode: true,
    badges: [],
    preview: '/game-art/northlight/book-of-ra.svg?v=1',
    ...overrides,
  };
}
