import type { GameBadge, VolatilityRating } from '@casino/api/games';
import type { GameFlag } from '../../tables/catalogue.ts';
import type { GameKind } from './themes.ts';

/** One generated game before it is written: everything the games row, its collections and currencies need. */
export interface GameSeed {
  identifier: string;
  providerSlug: string;
  kind: GameKind;
  title: string;
  slug: string;
  seoTitle: string;
  description: string;
  theme: string;
  volatility: VolatilityRating;
  lines: number | null;
  ways: number | null;
  hitRate: string;
  payout: string;
  devices: string[];
  hasDemo: boolean;
  badges: GameBadge[];
  flags: GameFlag[];
  releasedAt: Date;
  popularity: number;
  /** Collection slugs; positions are given per collection when the whole catalogue is known. */
  collections: Set<string>;
  /** Currency code (FUN for demo) -> jackpot in minor units, or null. */
  currencies: Map<string, number | null>;
}

/** Lower-case words joined by hyphens: the game slug and SEO title. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
