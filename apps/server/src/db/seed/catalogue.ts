import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { PROVIDERS } from './catalogue/providers.ts';
import { COLLECTIONS } from './catalogue/collections.ts';
import { loadSeedCurrencies } from './catalogue/currencies.ts';
import { buildGames } from './catalogue/build-games.ts';
import { assignCollections } from './catalogue/assign-collections.ts';
import { hashSeed } from './catalogue/prng.ts';
import { catalogueChanged } from '../../modules/games/catalogue-changed.ts';
import {
  replaceMemberships,
  syncGameCurrencies,
  upsertCollections,
  upsertGames,
  upsertProviders,
} from './catalogue/write-catalogue.ts';

/** Bump when the generated catalogue changes; the currencies on offer are part of the version too. */
export const CATALOGUE_SEED_VERSION = 'catalogue-1';
const SEED_LOCK_KEY = 4_004_001;

async function isSeeded(db: Db, version: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('catalogue_seeds')
      .select('version')
      .where('version', '=', version)
      .executeTakeFirst()) !== undefined
  );
}

/**
 * Providers, collections and several hundred generated games with their currencies (DESIGN.md, Data). Runs at every
 * start: a seeded version returns after one lookup; otherwise one transaction of batched upserts, serialised across
 * nodes by an advisory lock.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const currencies = await loadSeedCurrencies(db);
  const version = `${CATALOGUE_SEED_VERSION}:${hashSeed(currencies.map((c) => `${c.code}/${c.subunits}`).join(','))}`;
  if (await isSeeded(db, version)) return;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (await isSeeded(trx, version)) return;
    const games = buildGames(currencies);
    const memberships = assignCollections(games);
    const providerIds = await upsertProviders(trx, PROVIDERS);
    await upsertCollections(trx, COLLECTIONS);
    const gameIds = await upsertGames(trx, games, providerIds);
    await replaceMemberships(trx, gameIds, memberships);
    await syncGameCurrencies(trx, games, gameIds);
    await trx.insertInto('catalogue_seeds').values({ version }).execute();
  });
  catalogueChanged(db);
  await analyzeCatalogue(db);
}

/**
 * Fresh statistics after a bulk write, so the planner picks the catalogue's indexes from the first query. PostgreSQL's
 * autovacuum would get there eventually; embedded PGlite has no autovacuum at all.
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await sql`ANALYZE providers, collections, games, game_collections, game_currencies`.execute(db);
}
