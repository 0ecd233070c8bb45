// Bench only: EXPLAIN ANALYZE of the games_filter title-search queries on a bench data dir (see seed-large.mjs).
// Builds the SQL with the server's own query code, so what is explained is what the route runs.
// Run under tsx: node --import tsx bench/explain.mjs <dataDir> [term ...]
// A term `category:<slug>` explains a lobby row (a collection filter, 15 games) instead of a title search.
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { gamesInScope, findGameExtras } from '../apps/server/src/modules/games/games.repository.ts';
import { filterConditions } from '../apps/server/src/modules/games/game-conditions.ts';
import { gameOrder } from '../apps/server/src/modules/games/game-order.ts';

const [dataDir, ...terms] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: explain.mjs <dataDir> [term ...]');
  process.exit(2);
}
const handle = await openDatabase({ dataDir: path.resolve(dataDir, 'pglite') });
const db = handle.db;

async function explain(label, compiled) {
  const { rows } = await db.executeQuery({
    ...compiled,
    sql: `EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`,
  });
  console.log(`\n=== ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
}

/** Minimum and median of repeated runs: the minimum is what the query costs when nothing else wants the CPU. */
async function timed(label, run, times = 20) {
  await run();
  const took = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  console.log(
    `${label}: min ${took[0].toFixed(2)} ms, median ${took[Math.floor(times / 2)].toFixed(2)} ms`,
  );
}

try {
  const scope = { device: 'desktop', hiddenProviders: [] };
  for (const term of terms.length ? terms : ['dragon', 'book of', 'drgon']) {
    const slug = term.startsWith('category:') ? term.slice('category:'.length) : null;
    const title = slug ? undefined : term;
    const body = slug
      ? { filter: { categories: { identifiers: [slug], strategy: 'OR' } } }
      : { filter: { title } };
    const pageSize = slug ? 15 : 40;
    let query = gamesInScope(db, scope)
      .where((w) => w.and(filterConditions(body.filter)))
      .select(sql`count(*) OVER ()`.as('total_count'));
    for (const term of gameOrder(body)) query = query.orderBy(term);
    query = query.limit(pageSize).offset(0);
    await explain(`page query, ${term}`, query.compile());
    await timed(`page query "${term}"`, () => query.execute());
    const ids = (await query.execute()).map((r) => r.id);
    await timed(`extras of ${ids.length} games`, () => findGameExtras(db, ids));
  }
  const extrasIds = (await db.selectFrom('games').select('id').limit(40).execute()).map(
    (r) => r.id,
  );
  await explain(
    'extras query (40 games)',
    sql`SELECT g.id,
      (SELECT coalesce(json_agg(json_build_array(c.currency, c.id, c.jackpot_cents) ORDER BY c.currency), '[]'::json)
         FROM game_currencies c WHERE c.game_id = g.id) AS currencies,
      (SELECT coalesce(array_agg(m.collection_slug ORDER BY k.position), '{}')
         FROM game_collections m JOIN collections k ON k.slug = m.collection_slug WHERE m.game_id = g.id) AS collections
    FROM games g WHERE g.id = ANY(${extrasIds}::bigint[])`.compile(db),
  );
  const counts =
    await sql`SELECT (SELECT count(*) FROM games) AS games, (SELECT count(*) FROM game_currencies) AS game_currencies, (SELECT count(*) FROM game_collections) AS game_collections`.execute(
      db,
    );
  console.log('\n', counts.rows[0]);
} finally {
  await handle.close();
}
