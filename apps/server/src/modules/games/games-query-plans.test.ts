import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql, type CompiledQuery } from 'kysely';
import type { GamesFilterBody } from '@casino/api/games';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { analyzeCatalogue } from '../../db/seed/catalogue.ts';
import { gamesCountQuery, gamesPageQuery } from './games.repository.ts';

// The catalogue grows to 10,000 games (DESIGN.md, benchmarks): title search and the hot filters of POST /api/games_filter
// must walk an index there, not the whole games table. The plans are read from the query code the route runs.

const CATALOGUE_SIZE = 10_000;
const WORDS = [
  'Dragon',
  'Book',
  'Fruit',
  'Pharaoh',
  'Gold',
  'Fortune',
  'Wild',
  'Star',
  'Ocean',
  'Viking',
  'Candy',
  'Mystic',
  'Tiger',
  'Jewel',
  'Crash',
  'Lucky',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { n } = await t.db
    .selectFrom('games')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // Generated slots of every provider, titled from a word list plus a number, as a large operator catalogue reads.
  await sql`
    INSERT INTO games (identifier, provider_id, title, slug, seo_title, theme, volatility_rating, hit_rate, payout, released_at, popularity)
    SELECT 'plan-' || p.slug || '/game-' || i, p.id, w.a || ' ' || w.b || ' No. ' || i, 'game-' || i, 'plan-game-' || i, 'fruit', 'medium', '25%', '96%',
           now() - make_interval(days => i % 900), i % 1000
    FROM generate_series(1, ${CATALOGUE_SIZE - Number(n)}) AS i
    CROSS JOIN LATERAL (SELECT id, slug FROM providers ORDER BY (id + i) % (SELECT count(*) FROM providers) LIMIT 1) AS p
    CROSS JOIN LATERAL (SELECT (${WORDS}::text[])[1 + i % ${WORDS.length}] AS a, (${WORDS}::text[])[1 + (i / ${WORDS.length}) % ${WORDS.length}] AS b) AS w`.execute(
    t.db,
  );
  // Most games are in the slots collection, a few dozen in top.
  await sql`INSERT INTO game_collections (collection_slug, game_id, position)
    SELECT 'slots', id, 100000 + id FROM games WHERE identifier LIKE 'plan-%'
    ON CONFLICT DO NOTHING`.execute(t.db);
  await analyzeCatalogue(t.db);
}, 120_000);
afterAll(async () => t?.close());

const SCOPE = { device: 'mobile' as const, hiddenProviders: ['northlight'] };

async function explain(compiled: CompiledQuery): Promise<string> {
  const { rows } = await t.db.executeQuery<{ 'QUERY PLAN': string }>({
    ...compiled,
    sql: `EXPLAIN ${compiled.sql}`,
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const planOf = (body: Pick<GamesFilterBody, 'filter' | 'sort'>, page = 1) =>
  explain(gamesPageQuery(t.db, SCOPE, body, page, 40).compile());
const countPlanOf = (body: Pick<GamesFilterBody, 'filter'>) =>
  explain(gamesCountQuery(t.db, SCOPE, body).compile());

describe(`games_filter query plans on a ${CATALOGUE_SIZE.toLocaleString('en')}-game catalogue`, () => {
  test('the catalogue has that many games', async () => {
    const { n } = await t.db
      .selectFrom('games')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(CATALOGUE_SIZE);
  });

  test.each(['dragon', 'book of', 'drgon', 'No. 4321'])(
    'title search %j uses the trigram index on lower(title), for the page and the count, by substring and by similarity',
    async (title) => {
      for (const match of ['substring', 'similar'] as const) {
        const plans = [
          explain(gamesPageQuery(t.db, SCOPE, { filter: { title } }, 1, 40, match).compile()),
          explain(gamesCountQuery(t.db, SCOPE, { filter: { title } }, match).compile()),
        ];
        for (const plan of await Promise.all(plans)) {
          expect(plan).toContain('games_title_trgm_idx');
          expect(plan).not.toMatch(/Seq Scan on games/);
        }
      }
    },
  );

  test('the trigram index takes new games straight into its tree (no pending list for the planner to fear)', async () => {
    const { rows } = await sql<{
      options: string[] | null;
    }>`SELECT reloptions AS options FROM pg_class WHERE relname = 'games_title_trgm_idx'`.execute(
      t.db,
    );
    expect(rows[0]?.options).toContain('fastupdate=off');
  });

  test('a collection page walks the collection through its index', async () => {
    const body = { filter: { categories: { identifiers: ['top'], strategy: 'OR' as const } } };
    for (const plan of [await planOf(body), await countPlanOf(body)]) {
      expect(plan).toMatch(/game_collections_position_idx|game_collections_pkey/);
      expect(plan).not.toMatch(/Seq Scan on games/);
    }
  });

  test('a row of one big collection in its own order walks the position index and stops after one page', async () => {
    // 'slots' holds nearly the whole catalogue: ordering it by a per-row subquery would read and sort every game.
    const plan = await planOf({
      filter: { categories: { identifiers: ['slots'], strategy: 'OR' } },
    });
    expect(plan).toContain('game_collections_position_idx');
    expect(plan).not.toMatch(/SubPlan/);
    expect(plan).not.toMatch(/Seq Scan on games/);
    expect(plan).not.toMatch(/^\s*->\s+Sort\b/m);
  });

  test('top categories rank by one hashed membership test each, not a subquery per game', async () => {
    const plan = await planOf({ sort: { type: 'position', top_categories: ['slots', 'top'] } });
    expect(plan).toMatch(/hashed SubPlan/);
    expect(plan).not.toMatch(/SubPlan \d+\n\s+->\s+Index Scan using game_collections_game_idx/);
  });

  test('a title search counts its matches in the page query', async () => {
    const plan = await planOf({ filter: { title: 'dragon' } });
    expect(plan).toContain('WindowAgg');
  });

  // A page stops after 40 rows of an index walk; only the count reads every match.
  test.each<[string, Pick<GamesFilterBody, 'filter' | 'sort'>]>([
    ['a provider page', { filter: { providers: ['bgaming'] } }],
    ['the all-games page', {}],
    ['a page sorted by release', { sort: { type: 'released_at', direction: 'DESC' } }],
  ])('%s reads the games through an index', async (_name, body) => {
    const plan = await planOf(body);
    expect(plan).toMatch(/Index Scan (using|on) games_(provider|popularity|released)_idx/);
    expect(plan).not.toMatch(/Seq Scan on games/);
  });
});
