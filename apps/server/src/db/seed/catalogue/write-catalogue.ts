import { sql } from 'kysely';
import type { Db } from '../../database.ts';
import type { GameSeed } from './game-seed.ts';
import type { Membership } from './assign-collections.ts';
import type { ProviderSeed } from './providers.ts';
import type { CollectionSeed } from './collections.ts';

// Every write is one statement over unnest()ed arrays: hundreds of games and thousands of currency rows cost a
// handful of round trips. Upserts keep ids stable across seeds, so per-currency ids in favourites stay valid.

export async function upsertProviders(
  db: Db,
  providers: readonly ProviderSeed[],
): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: number; slug: string }>`
    INSERT INTO providers (slug, name, position)
    SELECT * FROM unnest(${providers.map((p) => p.slug)}::text[], ${providers.map((p) => p.name)}::text[], ${providers.map((_, i) => i + 1)}::int[])
    ON CONFLICT (slug) DO UPDATE SET name = excluded.name, position = excluded.position
    RETURNING id, slug`.execute(db);
  return new Map(rows.map((r) => [r.slug, Number(r.id)]));
}

export async function upsertCollections(
  db: Db,
  collections: readonly CollectionSeed[],
): Promise<void> {
  await sql`
    INSERT INTO collections (slug, kind, title, position)
    SELECT * FROM unnest(${collections.map((c) => c.slug)}::text[], ${collections.map((c) => c.kind)}::text[], ${collections.map((c) => c.title)}::text[], ${collections.map((_, i) => i + 1)}::int[])
    ON CONFLICT (slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, position = excluded.position`.execute(
    db,
  );
}

/** Upserts the games by identifier; returns identifier -> id. Arrays of arrays travel as comma-joined text. */
export async function upsertGames(
  db: Db,
  games: readonly GameSeed[],
  providerIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const col = <T>(pick: (g: GameSeed) => T): T[] => games.map(pick);
  const providerId = (g: GameSeed): number => {
    const id = providerIds.get(g.providerSlug);
    if (id === undefined) throw new Error(`unknown provider ${g.providerSlug}`);
    return id;
  };
  const { rows } = await sql<{ id: number; identifier: string }>`
    INSERT INTO games (identifier, provider_id, title, slug, seo_title, description, theme, volatility_rating, lines, ways, hit_rate, payout,
                       devices, has_demo_mode, badges, flags, released_at, popularity)
    SELECT identifier, provider_id, title, slug, seo_title, description, theme, volatility_rating, lines, ways, hit_rate, payout,
           string_to_array(devices, ','), has_demo_mode, badges::jsonb, string_to_array(flags, ','), released_at::timestamptz, popularity
    FROM unnest(${col((g) => g.identifier)}::text[], ${col(providerId)}::bigint[], ${col((g) => g.title)}::text[], ${col((g) => g.slug)}::text[],
                ${col((g) => g.seoTitle)}::text[], ${col((g) => g.description)}::text[], ${col((g) => g.theme)}::text[], ${col((g) => g.volatility)}::text[],
                ${col((g) => g.lines)}::int[], ${col((g) => g.ways)}::int[], ${col((g) => g.hitRate)}::text[], ${col((g) => g.payout)}::text[],
                ${col((g) => g.devices.join(','))}::text[], ${col((g) => g.hasDemo)}::boolean[], ${col((g) => JSON.stringify(g.badges))}::text[],
                ${col((g) => g.flags.join(','))}::text[], ${col((g) => g.releasedAt.toISOString())}::text[], ${col((g) => g.popularity)}::int[])
      AS s(identifier, provider_id, title, slug, seo_title, description, theme, volatility_rating, lines, ways, hit_rate, payout,
           devices, has_demo_mode, badges, flags, released_at, popularity)
    ON CONFLICT (identifier) DO UPDATE SET
      provider_id = excluded.provider_id, title = excluded.title, slug = excluded.slug, seo_title = excluded.seo_title,
      description = excluded.description, theme = excluded.theme, volatility_rating = excluded.volatility_rating, lines = excluded.lines,
      ways = excluded.ways, hit_rate = excluded.hit_rate, payout = excluded.payout, devices = excluded.devices,
      has_demo_mode = excluded.has_demo_mode, badges = excluded.badges, flags = excluded.flags, released_at = excluded.released_at,
      popularity = excluded.popularity
    RETURNING id, identifier`.execute(db);
  return new Map(rows.map((r) => [r.identifier, Number(r.id)]));
}

/** Replaces the collections of the given games. */
export async function replaceMemberships(
  db: Db,
  gameIds: ReadonlyMap<string, number>,
  memberships: readonly Membership[],
): Promise<void> {
  const idOf = (identifier: string): number => gameIds.get(identifier) ?? Number.NaN;
  await sql`DELETE FROM game_collections WHERE game_id = ANY(${[...gameIds.values()]}::bigint[])`.execute(
    db,
  );
  await sql`
    INSERT INTO game_collections (collection_slug, game_id, position)
    SELECT * FROM unnest(${memberships.map((m) => m.collection)}::text[], ${memberships.map((m) => idOf(m.identifier))}::bigint[], ${memberships.map((m) => m.position)}::int[])`.execute(
    db,
  );
}

/** Upserts each game's currencies (ids stay, jackpots update) and drops the currencies a game no longer offers. */
export async function syncGameCurrencies(
  db: Db,
  games: readonly GameSeed[],
  gameIds: ReadonlyMap<string, number>,
): Promise<void> {
  const gameColumn: number[] = [];
  const currencyColumn: string[] = [];
  const jackpotColumn: (number | null)[] = [];
  for (const game of games) {
    const gameId = gameIds.get(game.identifier);
    if (gameId === undefined) continue;
    for (const [currency, jackpot] of game.currencies) {
      gameColumn.push(gameId);
      currencyColumn.push(currency);
      jackpotColumn.push(jackpot);
    }
  }
  await sql`
    INSERT INTO game_currencies (game_id, currency, jackpot_cents)
    SELECT * FROM unnest(${gameColumn}::bigint[], ${currencyColumn}::text[], ${jackpotColumn}::bigint[])
    ON CONFLICT (game_id, currency) DO UPDATE SET jackpot_cents = excluded.jackpot_cents`.execute(
    db,
  );
  await sql`
    DELETE FROM game_currencies gc
    WHERE gc.game_id = ANY(${[...gameIds.values()]}::bigint[])
      AND NOT EXISTS (SELECT 1 FROM unnest(${gameColumn}::bigint[], ${currencyColumn}::text[]) AS k(game_id, currency)
                      WHERE k.game_id = gc.game_id AND k.currency = gc.currency)`.execute(db);
}
