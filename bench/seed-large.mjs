// Bench only: prepares a throwaway PGlite data dir (or a fresh PostgreSQL database, given its URL) holding the normal
// seed plus generated games up to a total, through the server's own db layer (migrations, seed, seedLargeCatalogue).
// Never touches ./data or the default seed. Run under tsx (it imports the server's TypeScript):
// node --import tsx bench/seed-large.mjs <dataDir | postgres://...> <total> [--vacuum]
// --vacuum runs VACUUM ANALYZE afterwards (flushes the GIN pending list, gathers planner statistics); without it the
// database is left exactly as a PGlite server leaves it: PGlite runs no autovacuum.
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed/index.ts';
import { seedLargeCatalogue } from '../apps/server/src/db/seed/catalogue/large.ts';

const args = process.argv.slice(2);
const vacuum = args.includes('--vacuum');
const [target, totalArg] = args.filter((a) => !a.startsWith('--'));
const total = Number(totalArg);
if (!target || !Number.isInteger(total) || total <= 0) {
  console.error('usage: seed-large.mjs <dataDir | postgres://...> <total games> [--vacuum]');
  process.exit(2);
}
const isUrl = /^postgres(ql)?:\/\//.test(target);
if (!isUrl && path.resolve(target) === path.resolve('data')) {
  console.error('refusing to seed ./data: the bench only writes to a temporary data dir');
  process.exit(2);
}

// The same layout main.ts opens: <DATA_DIR>/pglite.
const handle = await openDatabase(
  isUrl ? { url: target } : { dataDir: path.resolve(target, 'pglite') },
);
try {
  let lapStart = performance.now();
  const lap = () => {
    const ms = Math.round(performance.now() - lapStart);
    lapStart = performance.now();
    return ms;
  };
  await migrateToLatest(handle.db);
  // The bench server runs in production mode, which keeps the tester accounts out; the bench signs none in.
  await seedDatabase(handle.db, { testers: false });
  const seedMs = lap();
  const added = await seedLargeCatalogue(handle.db, total);
  const largeMs = lap();
  if (vacuum) await sql`VACUUM ANALYZE`.execute(handle.db);
  const vacuumMs = lap();
  const { n } = await handle.db
    .selectFrom('games')
    .select((e) => e.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    JSON.stringify({ games: Number(n), added, vacuumed: vacuum, seedMs, largeMs, vacuumMs }),
  );
} finally {
  await handle.close();
}
