import type { Db } from '../../database.ts';
import { createPrng } from './prng.ts';
import { PROVIDERS } from './providers.ts';
import { THEMES } from './themes.ts';
import { loadSeedCurrencies } from './currencies.ts';
import type { GameSeed } from './game-seed.ts';
import { replaceMemberships, syncGameCurrencies, upsertGames } from './write-catalogue.ts';
import type { Membership } from './assign-collections.ts';
import { buildGame } from './build-games.ts';
import { analyzeCatalogue } from '../catalogue.ts';
import { catalogueChanged } from '../../../modules/games/catalogue-changed.ts';

const BATCH = 2_000;
/** Bench games sit after the seeded ones in every collection. */
const POSITION_OFFSET = 100_000;

/**
 * Benchmarks only (never at start): adds generated slot games until the catalogue holds `total` games, e.g. 10,000
 * to measure title search. Titles mix the theme word lists with `No. <n>` (never a seeded title), so trigram search
 * sees realistic text.
 */
export async function seedLargeCatalogue(db: Db, total: number): Promise<number> {
  const counted = await db
    .selectFrom('games')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = total - Number(counted.n);
  if (missing <= 0) return 0;
  const currencies = await loadSeedCurrencies(db);
  const providers = await db.selectFrom('providers').select(['id', 'slug']).execute();
  const providerIds = new Map(providers.map((p) => [p.slug, Number(p.id)]));
  const families = THEMES.filter((f) => f.kind === 'slot');
  const studios = PROVIDERS.filter((p) => p.kinds.includes('slots') && providerIds.has(p.slug));
  const prng = createPrng(`bench:${Number(counted.n)}`);
  for (let start = 0; start < missing; start += BATCH) {
    const games: GameSeed[] = [];
    for (let i = start; i < Math.min(missing, start + BATCH); i++) {
      const family = prng.pick(families);
      const title = `${family.words
        .map((list) => prng.pick(list))
        .filter(Boolean)
        .join(' ')} No. ${Number(counted.n) + i + 1}`;
      games.push(buildGame(prng, family, prng.pick(studios), title, false, currencies));
    }
    const gameIds = await upsertGames(db, games, providerIds);
    const memberships: Membership[] = games.flatMap((g, index) =>
      [...g.collections].map((collection) => ({
        collection,
        identifier: g.identifier,
        position: POSITION_OFFSET + start + index,
      })),
    );
    await replaceMemberships(db, gameIds, memberships);
    await syncGameCurrencies(db, games, gameIds);
  }
  await analyzeCatalogue(db);
  catalogueChanged(db);
  return missing;
}
