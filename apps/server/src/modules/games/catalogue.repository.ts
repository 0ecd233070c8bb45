import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CollectionKind } from '../../db/tables/catalogue.ts';

/** Collections with the number of games a visitor may see (hidden providers do not count). */
export async function listCollections(
  db: Db,
  hiddenProviders: readonly string[],
): Promise<{ slug: string; title: string; kind: CollectionKind; games_count: number }[]> {
  const rows = await db
    .selectFrom('collections as c')
    .leftJoin('game_collections as gc', 'gc.collection_slug', 'c.slug')
    .leftJoin('games as g', 'g.id', 'gc.game_id')
    .leftJoin('providers as p', (join) => {
      const visible = join.onRef('p.id', '=', 'g.provider_id').on('p.active', '=', true);
      return hiddenProviders.length > 0
        ? visible.on('p.slug', 'not in', [...hiddenProviders])
        : visible;
    })
    .select(['c.slug', 'c.title', 'c.kind', (e) => e.fn.count<number>('p.id').as('games_count')])
    .groupBy(['c.slug', 'c.title', 'c.kind', 'c.position'])
    .orderBy('c.position')
    .orderBy('c.slug')
    .execute();
  return rows.map((r) => ({ ...r, games_count: Number(r.games_count) }));
}

/** Active providers that have games, in list order, without those hidden for the visitor. */
export function listProviders(
  db: Db,
  hiddenProviders: readonly string[],
): Promise<{ slug: string; name: string }[]> {
  let query = db
    .selectFrom('providers as p')
    .select(['p.slug', 'p.name'])
    .where('p.active', '=', true)
    .where((w) =>
      w.exists(w.selectFrom('games as g').select('g.id').whereRef('g.provider_id', '=', 'p.id')),
    );
  if (hiddenProviders.length > 0) query = query.where('p.slug', 'not in', [...hiddenProviders]);
  return query.orderBy('p.position').orderBy('p.slug').execute();
}

/** Sum of the games' jackpots per currency and provider, in minor units (GET /api/games/jackpots, spec 03 section 6). */
export async function sumJackpots(
  db: Db,
  hiddenProviders: readonly string[],
): Promise<{ currency: string; provider: string; cents: number }[]> {
  let query = db
    .selectFrom('game_currencies as c')
    .innerJoin('games as g', 'g.id', 'c.game_id')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select(['c.currency', 'p.slug as provider', sql<number>`sum(c.jackpot_cents)`.as('cents')])
    .where('c.jackpot_cents', 'is not', null)
    .where('p.active', '=', true);
  if (hiddenProviders.length > 0) query = query.where('p.slug', 'not in', [...hiddenProviders]);
  const rows = await query
    .groupBy(['c.currency', 'p.slug'])
    .orderBy('c.currency')
    .orderBy('p.slug')
    .execute();
  return rows.map((r) => ({ ...r, cents: Number(r.cents) }));
}

/** What the drawn art of one game needs; undefined for an unknown game. */
export function findArtSubject(db: Db, provider: string, slug: string) {
  return db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select(['g.identifier', 'g.title', 'g.theme', 'p.name as provider_name'])
    .where('p.slug', '=', provider)
    .where('g.slug', '=', slug)
    .executeTakeFirst();
}
