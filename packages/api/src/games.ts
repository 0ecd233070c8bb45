import { z } from 'zod';

// Wire shapes of the game catalogue: spec 03 sections 0.2, 1.3 and 6 (SoftSwiss front API, snake_case).

export const DEVICES = ['desktop', 'mobile'] as const;
export const deviceSchema = z.enum(DEVICES);
export type Device = z.infer<typeof deviceSchema>;

/** Volatility groups of the pokies page and of `filter.volatility_rating` (spec 03 section 6). */
export const VOLATILITY_RATINGS = [
  'low',
  'low-medium',
  'medium',
  'medium-high',
  'high',
  'very-high',
] as const;
export const volatilityRatingSchema = z.enum(VOLATILITY_RATINGS);
export type VolatilityRating = z.infer<typeof volatilityRatingSchema>;

/** Default and largest games page (spec 01 section 9: default page size 40). */
export const DEFAULT_GAMES_PAGE_SIZE = 40;
export const MAX_GAMES_PAGE_SIZE = 100;

/** The currency key that marks a demo (spec 03 section 1.3: key `FUN` present means demo exists). */
export const FUN_CURRENCY = 'FUN';

/** One entry of Game.currencies: `id` is the per-currency game id favourites use; jackpot in the currency's minor units. */
export const gameCurrencySchema = z.object({
  id: z.number().int(),
  jackpot: z.number().int().nullable(),
});

/** A tile badge (spec 02 section 3, Game tile: badges (type, theme)). */
export const gameBadgeSchema = z.object({ type: z.string(), theme: z.string() });
export type GameBadge = z.infer<typeof gameBadgeSchema>;

/**
 * Game of spec 03 section 1.3, plus what spec 02's tile needs and the reference derives client-side:
 * slug, has_demo_mode, badges and preview (our drawn art, /game-art/{provider}/{slug}.svg).
 * `categories` holds the collection slugs and the tile flags animated, exclusive, prerelease, drop-wins (spec 02 section 3).
 */
export const gameSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  seo_title: z.string(),
  provider: z.string(),
  uniq_seo_title: z.boolean(),
  categories: z.array(z.string()),
  currencies: z.record(z.string(), gameCurrencySchema),
  devices: z.array(deviceSchema),
  unfinished_games_for: z.array(z.string()),
  lines: z.number().int().nullable(),
  ways: z.number().int().nullable(),
  volatility_rating: z.string(),
  hit_rate: z.string(),
  payout: z.string(),
  slug: z.string(),
  has_demo_mode: z.boolean(),
  badges: z.array(gameBadgeSchema),
  preview: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

/** Paged games envelope of spec 03 section 0.2; `next_page` is null on the last page. */
export const paginationSchema = z.object({
  current_page: z.number().int(),
  next_page: z.number().int().nullable(),
  prev_page: z.number().int().nullable(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});
export const gamesPageSchema = z.object({
  data: z.array(gameSchema),
  pagination: paginationSchema,
});
export type GamesPage = z.infer<typeof gamesPageSchema>;

/** Map by identifier (`<provider>/<game>`) of POST /api/games_filter/select and select_by_seo_titles. */
export const gamesByIdentifierSchema = z.record(z.string(), gameSchema);
export type GamesByIdentifier = z.infer<typeof gamesByIdentifierSchema>;

const slugList = z.array(z.string().min(1).max(100)).max(100);

/** Sort types: `position` = collection order (popularity when no single collection is asked), newest first for `released_at`. */
export const GAMES_SORT_TYPES = ['position', 'popularity', 'title', 'released_at'] as const;

/** `filter` of POST /api/games_filter (spec 03 section 6); lines, ways, hit_rate and payout match any listed value. */
export const gamesFilterSchema = z.strictObject({
  providers: slugList.optional(),
  categories: z
    .strictObject({ identifiers: slugList, strategy: z.literal('OR').optional() })
    .optional(),
  title: z.string().max(100).optional(),
  currencies: z.array(z.string().min(2).max(10)).max(50).optional(),
  volatility_rating: z.array(volatilityRatingSchema).max(VOLATILITY_RATINGS.length).optional(),
  lines: z.array(z.number().int().nonnegative()).max(50).optional(),
  ways: z.array(z.number().int().nonnegative()).max(50).optional(),
  hit_rate: z.array(z.string().max(20)).max(50).optional(),
  payout: z.array(z.string().max(20)).max(50).optional(),
});
export type GamesFilter = z.infer<typeof gamesFilterSchema>;

export const gamesSortSchema = z.strictObject({
  type: z.enum(GAMES_SORT_TYPES),
  direction: z.enum(['ASC', 'DESC']).optional(),
  /** Games of these collections come first, in this order. */
  top_categories: slugList.optional(),
});

/** Body of POST /api/games_filter (spec 03 section 6). */
export const gamesFilterBodySchema = z.strictObject({
  device: deviceSchema,
  page: z.number().int().min(1).max(10_000).optional(),
  page_size: z.number().int().min(1).max(MAX_GAMES_PAGE_SIZE).optional(),
  /** Skips the per-country disabled providers (spec 01 section 5: the all-providers flag). */
  without_territorial_restrictions: z.boolean().optional(),
  filter: gamesFilterSchema.optional(),
  sort: gamesSortSchema.optional(),
});
export type GamesFilterBody = z.infer<typeof gamesFilterBodySchema>;

const identifierList = z.array(z.string().min(3).max(200)).max(200);

/** Body of POST /api/games_filter/select: identifiers `<provider>/<game>`; `softswiss/` is read as `bgaming/`. */
export const gamesSelectBodySchema = z.strictObject({
  game_ids: identifierList,
  device: deviceSchema.optional(),
  without_territorial_restrictions: z.boolean().optional(),
});
export type GamesSelectBody = z.infer<typeof gamesSelectBodySchema>;

/**
 * Body of POST /api/games_filter/select_by_seo_titles: the reference client sends `game_seo_titles` (and
 * `without_territorial_restrictions`); `provider`, to narrow a title many providers share, is our extra.
 */
export const gamesSelectBySeoTitlesBodySchema = z.strictObject({
  game_seo_titles: z.array(z.string().min(1).max(200)).max(200),
  provider: z.string().min(1).max(100).optional(),
  device: deviceSchema.optional(),
  without_territorial_restrictions: z.boolean().optional(),
});

/** GET /api/games/collections item; `kind` (main, pokies, live, volatility, feature) is our extra for menus. */
export const collectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  games_count: z.number().int(),
  kind: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionsSchema = z.array(collectionSchema);

/** GET /api/games/providers item (the client adds slug = id, name = title). */
export const providerSchema = z.object({ id: z.string(), title: z.string() });
export type Provider = z.infer<typeof providerSchema>;
export const providersSchema = z.array(providerSchema);

/** GET /api/games/jackpots: {CUR: {provider: cents}}; the client sums the values for a total. */
export const gamesJackpotsSchema = z.record(z.string(), z.record(z.string(), z.number().int()));

/**
 * Query of GET /api/games/random (the random-game card, spec 02 section 4): a game of the collection `collection`, or
 * `identifier` as the reference client names it (a category identifier, as in games_filter's `categories.identifiers`).
 */
export const randomGameQuerySchema = z.strictObject({
  device: deviceSchema.optional(),
  collection: z.string().min(1).max(100).optional(),
  identifier: z.string().min(1).max(100).optional(),
  provider: z.string().min(1).max(100).optional(),
});
