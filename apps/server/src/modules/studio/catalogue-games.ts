import { ENGINES } from '@casino/games/engines';
import { studioGameFor } from '@casino/games/studio-game';
import type { Db } from '../../db/database.ts';
import { THEMES } from '../../db/seed/catalogue/themes.ts';
import type { StudioGameInfo, StudioGameLookup } from './studio-games.ts';

/** The catalogue's kind of each art theme (a theme belongs to one kind of game). */
const KIND_BY_THEME = new Map(THEMES.map((family) => [family.theme, family.kind]));

/**
 * The studio's games are the catalogue's rows its engines play (packages/games studio-game.ts): a row's facts give its
 * engine and configuration. Rows do not change while the server runs, so each answer is kept.
 */
export function catalogueGames(db: Db): StudioGameLookup {
  const known = new Map<string, StudioGameInfo | null>();
  return async (identifier) => {
    if (known.has(identifier)) return known.get(identifier) ?? null;
    const row = await db
      .selectFrom('games')
      .select(['identifier', 'title', 'theme', 'volatility_rating', 'lines', 'ways'])
      .where('identifier', '=', identifier)
      .executeTakeFirst();
    const kind = row && KIND_BY_THEME.get(row.theme);
    const studio =
      row && kind
        ? studioGameFor({
            identifier: row.identifier,
            title: row.title,
            kind,
            theme: row.theme,
            volatility: row.volatility_rating,
            lines: row.lines,
            ways: row.ways,
          })
        : null;
    const engine = studio ? ENGINES[studio.engine] : undefined;
    const game =
      row && studio && engine
        ? {
            identifier: row.identifier,
            title: row.title,
            engine,
            config: studio.config,
            presentation: studio.presentation,
          }
        : null;
    if (row) known.set(identifier, game);
    return game;
  };
}
