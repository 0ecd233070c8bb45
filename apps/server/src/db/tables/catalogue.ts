import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { GameBadge, VolatilityRating } from '@casino/api/games';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export type CollectionKind = 'main' | 'pokies' | 'live' | 'volatility';
/** Tile flags that the wire carries inside `categories` (spec 02 section 3, Game tile). */
export type GameFlag = 'animated' | 'exclusive' | 'prerelease' | 'drop-wins';

export interface ProvidersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  position: Generated<number>;
  active: Generated<boolean>;
}
export interface CollectionsTable {
  slug: string;
  kind: CollectionKind;
  title: string;
  position: Generated<number>;
}

export interface GamesTable {
  id: Generated<number>;
  /** `<provider>/<slug>` (spec 03 section 1.3). */
  identifier: string;
  provider_id: number;
  title: string;
  slug: string;
  seo_title: string;
  description: Generated<string>;
  /** Drives the drawn art (/game-art/{provider}/{slug}.svg). */
  theme: string;
  volatility_rating: VolatilityRating;
  lines: number | null;
  ways: number | null;
  hit_rate: string;
  /** Return to player as a decimal string, e.g. "96.20". */
  payout: string;
  devices: TextArray;
  has_demo_mode: Generated<boolean>;
  badges: JSONColumnType<GameBadge[], string | undefined, string>;
  flags: ColumnType<GameFlag[], GameFlag[] | undefined, GameFlag[]>;
  released_at: Timestamp;
  popularity: Generated<number>;
}

export interface GameCollectionsTable {
  collection_slug: string;
  game_id: number;
  position: number;
}

/** One row per currency a game accepts (`FUN` = demo); `id` is the per-currency game id of favourites. */
export interface GameCurrenciesTable {
  id: Generated<number>;
  game_id: number;
  currency: string;
  jackpot_cents: number | null;
}

export interface FavoriteGamesTable {
  player_id: number;
  game_id: number;
  created_at: Timestamp;
}
export interface PlayedGamesTable {
  player_id: number;
  game_id: number;
  last_activity_at: Timestamp;
}
export interface CatalogueSeedsTable {
  version: string;
  seeded_at: Timestamp;
}

export interface CatalogueTables {
  providers: ProvidersTable;
  collections: CollectionsTable;
  games: GamesTable;
  game_collections: GameCollectionsTable;
  game_currencies: GameCurrenciesTable;
  favorite_games: FavoriteGamesTable;
  played_games: PlayedGamesTable;
  catalogue_seeds: CatalogueSeedsTable;
}
