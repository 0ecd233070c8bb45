// npm run bench (issue 3 section 6, issue 7 section 4): builds, then on this machine measures games_filter title
// search on a 10,000-game catalogue beside the hello-world route and SSR lobby pages/s, on PGlite and, when
// DATABASE_URL is set, on PostgreSQL too (a fresh database on that server, dropped after), then first-page JS and
// Lighthouse mobile figures, and prints them beside their targets. Results: bench/results/latest.json.
//
// Options: --games=10000 --connections=4 --duration=10 (seconds per load run) --warmup=2 --vacuum (VACUUM ANALYZE
// the bench database first) --skip-lighthouse --skip-ledger --strict (exit 1 when a target is missed). The ledger
// section (issue 8) posts transfers through the ledger service on a database of its own, beside pgbench on PostgreSQL.
// The realtime section (issue 9; --skip-realtime, --ws-connections=10000) holds WebSockets on one node and, with
// DATABASE_URL and REDIS_URL, on two nodes through Redis, and times balance pushes from commit to socket.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { ROOT, runChild, startServer } from './lib/server.mjs';
import { pgliteDatabase, postgresDatabase } from './lib/databases.mjs';
import { snapshotBuild } from './lib/snapshot.mjs';
import { htmlGet, htmlGetRendered, jsonPost, jsonPostOnce, measure } from './lib/load.mjs';
import { catalogueTitles, searchTerms } from './lib/search-terms.mjs';
import { firstPageJs } from './lib/first-page-js.mjs';
import { CHROME_PATH, runLighthouse } from './lib/lighthouse.mjs';
import { checks, table } from './lib/report.mjs';
import { measureLedger } from './lib/ledger-bench.mjs';
import { measureRealtime } from './lib/realtime-bench.mjs';
import { measureWallet } from './lib/wallet-bench.mjs';

const flags = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const numberFlag = (name, fallback) => {
  const value = flags[name] === undefined ? fallback : Number(flags[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
};
const options = {
  games: numberFlag('games', 10_000),
  connections: numberFlag('connections', 4),
  durationS: numberFlag('duration', 10),
  warmupS: numberFlag('warmup', 2),
  vacuum: Boolean(flags.vacuum),
  lighthouse: !flags['skip-lighthouse'],
  ledger: !flags['skip-ledger'],
  realtime: !flags['skip-realtime'],
  wallet: !flags['skip-wallet'],
  engines: !flags['skip-engines'],
  wsConnections: numberFlag('ws-connections', 10_000),
  strict: Boolean(flags.strict),
};

// Realistic lobby searches (the search popup sends 3+ characters): whole words, a phrase, short prefixes as typed,
// typos (word similarity), a live game, a title not in the catalogue.
const SEARCH_TERMS = [
  'dragon',
  'book of',
  'gold',
  'fruit',
  'viking',
  'sweet',
  'pharaoh',
  'bonanza',
  'lucky',
  'diamond',
  'wolf',
  'mega',
  'drgon',
  'vikng',
  'roulette',
  'starburst',
  'hot',
  'fish',
];
const LIGHTHOUSE_PAGES = ['/', '/pokies/all'];

/** The seamless wallet's shared secret on the bench server, so the bench can sign calls as the studio does. */
const BENCH_WALLET_TOKEN = 'bench-wallet-token';

const started = Date.now();
const log = (message) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

function environment() {
  let chromium = null;
  try {
    chromium = execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // reported as null
  }
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    chromium,
  };
}

async function postJson(origin, pathname, body) {
  const res = await fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${pathname} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The whole Lighthouse result of a page, for a closer look: bench/results/lighthouse-<page>.json. */
function saveLighthouseReport(url, lhr) {
  const name = new URL(url).pathname
    .replace(/^\/$/, 'lobby')
    .replace(/^\//, '')
    .replace(/\W+/g, '-');
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, `bench/results/lighthouse-${name}.json`), JSON.stringify(lhr));
}

function summary(key, value) {
  if (key === 'firstPage')
    return `${(value.totalGzip / 1024).toFixed(1)} KB gzip in ${value.files.length} files`;
  if (key === 'wallet')
    return `${value.settlementsPerSecond} bet+win settlements/s, p99 ${value.latencyMs.p99} ms`;
  if (key === 'engines')
    return value.engines.map((e) => `${e.engine} ${e.fairRoundsPerSecond}/s`).join(', ');
  if (key === 'lighthouse')
    return value.map((p) => `${new URL(p.url).pathname} ${p.performance}`).join(', ');
  const cpu =
    value.serverCpuMsPerRequest === null
      ? ''
      : `, server CPU ${value.serverCpuMsPerRequest.toFixed(3)} ms/request`;
  return `${Math.round(value.rps)} req/s, p99 ${value.latencyMs.p99} ms (${value.requests} requests${cpu})`;
}

/**
 * Seeds one database, starts the production server on it and measures the API and SSR sections; `pageSections`
 * (first-page JS, Lighthouse) run only with the first database: they measure the browser side.
 */
async function measureDatabase(database, build, { withPageSections, onServer }) {
  const measured = { kind: database.kind, label: database.label };
  log(
    `[${database.kind}] seeding ${options.games} games${options.vacuum ? ' (then VACUUM ANALYZE)' : ''}`,
  );
  const seedArgs = [
    '--import',
    'tsx',
    'bench/seed-large.mjs',
    database.seedTarget,
    String(options.games),
    ...(options.vacuum ? ['--vacuum'] : []),
  ];
  measured.seed = JSON.parse(
    (await runChild(process.execPath, seedArgs)).trim().split('\n').pop() ?? '{}',
  );
  log(`[${database.kind}] seeded: ${JSON.stringify(measured.seed)}`);

  const server = await startServer({
    serverEntry: build.serverEntry,
    webBuildDir: build.webBuildDir,
    databaseEnv: { ...database.serverEnv, WALLET_AUTH_TOKEN: BENCH_WALLET_TOKEN },
  });
  onServer(server);
  try {
    const { origin } = server;
    log(`[${database.kind}] server (pid ${server.pid}) on ${origin}`);

    // The catalogue the route sees, and that every search term is a real request that answers.
    const all = await postJson(origin, '/api/games_filter', {
      device: 'desktop',
      page: 1,
      page_size: 1,
    });
    measured.catalogue = { desktopGames: all.pagination.total_count, searches: {} };
    for (const title of SEARCH_TERMS) {
      const page = await postJson(origin, '/api/games_filter', {
        device: 'desktop',
        filter: { title },
        page: 1,
        page_size: 40,
      });
      measured.catalogue.searches[title] = page.pagination.total_count;
    }
    log(
      `[${database.kind}] catalogue: ${measured.catalogue.desktopGames} desktop games; matches per term ${JSON.stringify(measured.catalogue.searches)}`,
    );

    const load = {
      connections: options.connections,
      durationS: options.durationS,
      warmupS: options.warmupS,
      serverPid: server.pid,
    };
    const bodies = SEARCH_TERMS.map((title) => ({
      device: 'desktop',
      filter: { title },
      page: 1,
      page_size: 40,
    }));
    // Cache misses: every request a term not asked before in this run (the catalogue cache keeps answers 30 s).
    const terms = searchTerms(await catalogueTitles(postJson, origin));
    measured.catalogue.distinctTerms = terms.length;
    const freshSearch = jsonPostOnce(
      origin,
      '/api/games_filter',
      terms.map((title) => ({ device: 'desktop', filter: { title }, page: 1, page_size: 40 })),
    );
    log(`[${database.kind}] ${terms.length} distinct search terms for the cache-miss run`);
    const sections = [
      [
        'health',
        () => measure(origin, 'GET /api/health', { method: 'GET', path: '/api/health' }, load),
      ],
      [
        'gamesFilter',
        () =>
          measure(
            origin,
            'POST /api/games_filter (title search)',
            jsonPost(origin, '/api/games_filter', bodies),
            load,
          ),
      ],
      [
        'gamesFilterMiss',
        async () => ({
          ...(await measure(
            origin,
            'POST /api/games_filter (title search, new terms)',
            freshSearch,
            load,
          )),
          repeatedBodies: freshSearch.repeated(),
        }),
      ],
      ['ssr', () => measure(origin, 'GET / (SSR lobby)', htmlGet('/'), load)],
      [
        'ssrRendered',
        () => measure(origin, 'GET / (SSR lobby, every page rendered)', htmlGetRendered('/'), load),
      ],
      ...(options.wallet
        ? [
            [
              'wallet',
              () =>
                measureWallet(server, {
                  authToken: BENCH_WALLET_TOKEN,
                  players: 8,
                  workers: 8,
                  durationS: options.durationS,
                }),
            ],
          ]
        : []),
      ...(withPageSections && options.engines
        ? [
            [
              'engines',
              async () =>
                JSON.parse(
                  (
                    await runChild(process.execPath, [
                      '--import',
                      'tsx',
                      'packages/games/scripts/engine-speed.ts',
                      '--seconds=1',
                    ])
                  )
                    .trim()
                    .split('\n')
                    .pop() ?? '{}',
                ),
            ],
          ]
        : []),
      ...(withPageSections
        ? [
            [
              'firstPage',
              async () => {
                const html = await (
                  await fetch(`${origin}/`, { headers: { accept: 'text/html' } })
                ).text();
                return {
                  ...firstPageJs(html, build.clientDir),
                  htmlBytes: Buffer.byteLength(html),
                };
              },
            ],
          ]
        : []),
      ...(withPageSections && options.lighthouse
        ? [
            [
              'lighthouse',
              () =>
                runLighthouse(
                  LIGHTHOUSE_PAGES.map((p) => `${origin}${p}`),
                  { saveReportTo: saveLighthouseReport },
                ),
            ],
          ]
        : []),
    ];
    // A section that fails is reported as failed; the others still run.
    for (const [key, run] of sections) {
      try {
        measured[key] = await run();
        log(`[${database.kind}] ${key}: ${summary(key, measured[key])}`);
      } catch (error) {
        measured.errors = {
          ...measured.errors,
          [key]: error instanceof Error ? error.message : String(error),
        };
        log(`[${database.kind}] ${key} FAILED: ${measured.errors[key]}`);
      }
    }
  } finally {
    await server.stop();
  }
  return measured;
}

async function main() {
  if (options.lighthouse && !existsSync(CHROME_PATH))
    throw new Error(
      `${CHROME_PATH} is missing: apt-get install chromium, set CHROME_PATH, or pass --skip-lighthouse`,
    );

  const results = { startedAt: new Date().toISOString(), options, environment: environment() };
  const build = snapshotBuild();
  const databases = [];
  let server = null;
  const cleanUp = async () => {
    if (server) await server.stop();
    server = null;
    for (const database of databases.splice(0)) await database.drop();
    build.remove();
  };
  const onSignal = (signal) => {
    console.error(`\n[bench] ${signal}: stopping the server and removing the bench databases`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    databases.push(pgliteDatabase());
    if (process.env.DATABASE_URL) databases.push(await postgresDatabase(process.env.DATABASE_URL));
    else log('DATABASE_URL is not set: PGlite only (set it to measure PostgreSQL too)');
    results.databases = [];
    // A snapshot: the ledger and realtime sections add databases of their own to the list (for the clean-up).
    for (const [index, database] of [...databases].entries()) {
      const measured = await measureDatabase(database, build, {
        withPageSections: index === 0,
        onServer: (started) => {
          server = started;
        },
      });
      server = null;
      if (options.ledger) {
        // A database of its own, made and dropped like the server's.
        const ledgerDatabase =
          database.kind === 'postgres'
            ? await postgresDatabase(process.env.DATABASE_URL)
            : pgliteDatabase();
        databases.push(ledgerDatabase);
        try {
          log(`[${database.kind}] ledger transfers (and pgbench on PostgreSQL)`);
          measured.ledger = await measureLedger(ledgerDatabase, { durationS: options.durationS });
          log(`[${database.kind}] ledger: ${JSON.stringify(measured.ledger)}`);
        } catch (error) {
          measured.errors = {
            ...measured.errors,
            ledger: error instanceof Error ? error.message : String(error),
          };
          log(`[${database.kind}] ledger FAILED: ${measured.errors.ledger}`);
        }
      }
      const { firstPage, lighthouse, engines, ...perDatabase } = measured;
      if (firstPage) results.firstPage = firstPage;
      if (engines) results.engines = engines;
      if (lighthouse) results.lighthouse = lighthouse;
      results.databases.push(perDatabase);
    }
    if (options.realtime) {
      results.realtime = [];
      const runRealtime = async (label, database, nodes, env = {}) => {
        databases.push(database);
        const started = [];
        // The nodes of one deployment share SESSION_SECRET: a socket token from node A must open a socket on node B.
        const sharedSecret = randomBytes(24).toString('hex');
        try {
          for (let i = 0; i < nodes; i++)
            started.push(
              await startServer({
                serverEntry: build.serverEntry,
                webBuildDir: build.webBuildDir,
                databaseEnv: { ...database.serverEnv, ...env, SESSION_SECRET: sharedSecret },
              }),
            );
          log(`[realtime] ${label}: ${options.wsConnections} connections`);
          const measured = await measureRealtime(started, { connections: options.wsConnections });
          log(`[realtime] ${label}: ${JSON.stringify(measured)}`);
          results.realtime.push({ label, ...measured });
        } catch (error) {
          results.realtime.push({
            label,
            error: error instanceof Error ? error.message : String(error),
          });
          log(`[realtime] ${label} FAILED: ${error instanceof Error ? error.message : error}`);
        } finally {
          for (const node of started) await node.stop();
        }
      };
      await runRealtime('one node (PGlite)', pgliteDatabase(), 1, { REDIS_URL: '' });
      if (process.env.DATABASE_URL && process.env.REDIS_URL)
        await runRealtime(
          'two nodes through Redis (PostgreSQL)',
          await postgresDatabase(process.env.DATABASE_URL),
          2,
          { REDIS_URL: process.env.REDIS_URL },
        );
      else log('[realtime] DATABASE_URL and REDIS_URL not both set: the two-node run is skipped');
    }
  } finally {
    await cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  results.environment.loadAverageAfter = os.loadavg().map((l) => Number(l.toFixed(2)));
  results.seconds = (Date.now() - started) / 1000;
  results.checks = checks(results);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/latest.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );

  const env = results.environment;
  console.log(
    `\nOpen Casino bench: ${options.games} games, ${options.connections} connections x ${options.durationS} s, Node ${env.node}, ${env.cpus} CPUs, load average ${env.loadAverage.join(' ')} -> ${env.loadAverageAfter.join(' ')}\n`,
  );
  console.log(table(results.checks));
  const busiest = Math.max(env.loadAverage[0] ?? 0, env.loadAverageAfter[0] ?? 0);
  if (busiest > env.cpus) {
    console.log(
      `\nnote: the machine was busy (1-minute load ${busiest} on ${env.cpus} CPUs): wall-clock rates and latencies are pessimistic; the server CPU/request rows are much less affected.`,
    );
  }
  if (results.firstPage) {
    const heaviest = results.firstPage.files
      .slice(0, 3)
      .map((f) => `${f.url} ${(f.gzip / 1024).toFixed(1)} KB`)
      .join(', ');
    console.log(
      `\nfirst-page JS heaviest: ${heaviest}; inline scripts ${(results.firstPage.inlineGzip / 1024).toFixed(1)} KB gzip; HTML ${(results.firstPage.htmlBytes / 1024).toFixed(1)} KB`,
    );
  }
  const errors = results.databases.flatMap((database) =>
    Object.entries(database.errors ?? {}).map(([key, message]) => [
      `[${database.kind}] ${key}`,
      message,
    ]),
  );
  for (const [key, message] of errors) console.log(`${key} FAILED: ${message}`);
  for (const page of results.lighthouse ?? []) {
    const path = new URL(page.url).pathname;
    if (page.warnings.length)
      console.log(`Lighthouse ${path} warnings: ${page.warnings.join(' | ')}`);
    const top = page.opportunities
      .slice(0, 5)
      .map((o) => `${o.title}${o.displayValue ? ` (${o.displayValue})` : ''}`);
    if (top.length) console.log(`Lighthouse ${path} opportunities: ${top.join('; ')}`);
    if (page.documentIssues.length)
      console.log(`Lighthouse ${path} document: ${page.documentIssues.join('; ')}`);
  }
  console.log(`\n${results.seconds.toFixed(0)} s in all; details in bench/results/latest.json`);
  const missed = results.checks.filter((c) => c.pass === false).length;
  if (missed) console.log(`${missed} target(s) missed.`);
  if (errors.length) process.exitCode = 1;
  else if (options.strict && missed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
