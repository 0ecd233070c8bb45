import type { Game, GamesPage } from '@casino/api/games';
import { FUN_CURRENCY, LIVE_CATEGORY } from '~/features/games/game-links';
import { TILE_LABEL_FLAGS } from '~/features/games/tile-labels';

/** The `categories` a tile reads: its label flags, the shine, and live (no demo). */
const TILE_CATEGORIES: ReadonlySet<string> = new Set([...TILE_LABEL_FLAGS, LIVE_CATEGORY]);

/** What a tile reads of a Game; a full Game (the search popup's) is one too. */
export type TileGame = Pick<
  Game,
  | 'identifier'
  | 'title'
  | 'seo_title'
  | 'provider'
  | 'categories'
  | 'currencies'
  | 'has_demo_mode'
  | 'badges'
  | 'preview'
>;

/**
 * A Game trimmed for a server-rendered list: the tile fields, of `categories` only the flags the tile reads, and of
 * `currencies` only what the tile rules read for this visitor (FUN for the demo, the player's currency for the lock
 * and the favourite id, else the lowest id, which is the favourite id then). A lobby of 200 games stays a few
 * dozen KB of page data instead of 350.
 */
export function toTileGame(game: Game, currency: string | null): TileGame {
  const currencies: Game['currencies'] = {};
  const fun = game.currencies[FUN_CURRENCY];
  if (fun) currencies[FUN_CURRENCY] = fun;
  const own = currency === null ? undefined : game.currencies[currency];
  if (currency !== null && own) {
    currencies[currency] = own;
  } else {
    let lowest: [string, Game['currencies'][string]] | null = null;
    for (const entry of Object.entries(game.currencies))
      if (!lowest || entry[1].id < lowest[1].id) lowest = entry;
    if (lowest) currencies[lowest[0]] = lowest[1];
  }
  return {
    identifier: game.identifier,
    title: game.title,
    seo_title: game.seo_title,
    provider: game.provider,
    categories: game.categories.filter((category) => TILE_CATEGORIES.has(category)),
    currencies,
    has_demo_mode: game.has_demo_mode,
    badges: game.badges,
    preview: game.preview,
  };
}

/** A games page of tile games (the paged envelope of spec 03 section 0.2). */
export interface TilePage {
  data: TileGame[];
  pagination: GamesPage['pagination'];
}

/** A server-rendered page with its games trimmed by toTileGame. */
export function toTilePage(page: GamesPage, currency: string | null): TilePage {
  return { data: page.data.map((game) => toTileGame(game, currency)), pagination: page.pagination };
}
