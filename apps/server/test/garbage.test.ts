import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { REPORTING_BODY_LIMIT_BYTES } from '@casino/api/reporting';
import { WALLET_ERRORS, WALLET_ERROR_STATUS, walletErrorSchema } from '@casino/api/play';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { SESSION_COOKIE, hashToken } from '../src/http/session.ts';
import { createAgent, createTestApp, type TestApp } from './harness.ts';
import {
  changedTables,
  createDbStateProbe,
  type DbState,
  type DbStateProbe,
} from './garbage/db-state.ts';
import { createArbitraries, objectShapeOf, type Arbitraries } from './garbage/zod-arbitrary.ts';

// Issue 2 section 5: every route of the API, fed garbage as a guest and as a signed-in player (with the CSRF header,
// so requests reach validation): malformed JSON, wrong types, unknown fields, huge strings, arrays, nulls, random
// query strings and path parameters, other content types, oversized bodies. Never a 5xx; every 4xx in the error
// shapes of spec 03 section 0.3; and a refused request changes nothing in the database.

const GEO_HEADER = 'x-country';
/** Random requests and the time they may take; raise GARBAGE_RUNS and GARBAGE_SECONDS for a deeper local run. */
const RUNS = Number(process.env.GARBAGE_RUNS ?? 3_000);
const TIME_BUDGET_MS = Number(process.env.GARBAGE_SECONDS ?? 25) * 1000;

interface ApiRoute {
  method: HTTPMethods;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  bodyLimit: number;
}

interface GarbageBody {
  payload?: string;
  contentType?: string;
}

interface GarbageRequest {
  route: ApiRoute;
  as: 'guest' | 'player';
  url: string;
  body: GarbageBody;
  csrf: 'ok' | 'missing' | 'foreign';
  ip: string;
  country: string;
  extraHeaders: Record<string, string>;
}

const routes: ApiRoute[] = [];
let t: TestApp;
let probe: DbStateProbe;
let arbs: Arbitraries;
let player: { id: number; token: string };
let known: { state: DbState; mark: string } | null = null;
const statusCounts = new Map<number, number>();

function collectRoute(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (route.schema ?? {}) as ApiRoute['schema'];
  for (const method of methods) {
    routes.push({ method, url: route.url, schema, bodyLimit: route.bodyLimit ?? BODY_LIMIT_BYTES });
  }
}

beforeAll(async () => {
  t = await createTestApp({ GEO_HEADER, TRUST_PROXY: 'loopback' }, { onRoute: collectRoute });
  probe = await createDbStateProbe(t.db);
  // A real player, registered through the API (a real password hash, wallet and groups).
  const agent = createAgent(t.app, {
    headers: { 'x-forwarded-for': '10.9.9.9', [GEO_HEADER]: 'CA' },
  });
  const email = `garbage-${Date.now()}@example.com`;
  const res = await agent.post('/api/users', {
    user: {
      email,
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
      currency: 'EUR',
      date_of_birth: '1990-05-17',
      terms_acceptance: true,
    },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  player = { id: res.json<{ id: number }>().id, token: agent.jar.get(SESSION_COOKIE) ?? '' };
  // Values of this database, so that near-valid requests sometimes succeed and reach the deeper code.
  const entries = await t.db
    .selectFrom('game_currencies')
    .select(['id'])
    .orderBy('id')
    .limit(30)
    .execute();
  const games = await t.db
    .selectFrom('games')
    .select(['identifier', 'seo_title', 'slug'])
    .orderBy('id')
    .limit(15)
    .execute();
  const pages = await t.db.selectFrom('cms_pages').select(['slug', 'path']).limit(15).execute();
  const configs = await t.db.selectFrom('fe_configs').select('name').execute();
  arbs = createArbitraries({
    strings: [
      ...games.flatMap((g) => [g.identifier, g.seo_title, g.slug, `${g.slug}.svg`]),
      ...pages.flatMap((p) => [p.slug, p.path]),
      ...configs.map((c) => c.name),
      email,
      'en.json',
      'de.json',
    ],
    numbers: [...entries.map((e) => Number(e.id)), player.id],
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const apiRoutes = () => routes.filter((r) => r.url !== '');
const hasBody = (method: string) =>
  method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';

// ---- request generation ------------------------------------------------------------------------------------------

const MALFORMED_JSON = [
  '{',
  '}',
  '{"user":',
  '{"user": {"email": }}',
  '[1, 2',
  'nul',
  'tru',
  '{"a" 1}',
  "{'a': 1}",
  '{"a": 1,}',
  '\u0000',
  '\ufeff{}',
  '{"a": "\\ud800"}',
  '1e99999',
  '-',
];
const POLLUTION = [
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"user": {"__proto__": {"admin": true}}}',
];
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '..',
  '%2e%2e',
  '%2F',
  'a%20b',
  '%E0%A4%A',
  '0',
  '-1',
  '99999999999999999999999',
  '1.5',
  '1e3',
  'null',
  'undefined',
  '%F0%9F%92%A5',
];
const COUNTRIES = ['CA', 'US', 'FR', 'EE', 'DE', 'AU', 'NO', 'XX', 'T1', '', 'zz', 'c a'];

const publicIp = fc
  .tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.nat(255))
  .map((parts) => parts.join('.'));
const ipArbitrary = fc.oneof(
  { weight: 6, arbitrary: publicIp },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '127.0.0.1',
      '::1',
      '2001:4860:4860::8888',
      'not-an-ip',
      '1.2.3.4, 5.6.7.8',
      '',
    ),
  },
);

function json(value: unknown): GarbageBody {
  return { payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' };
}

function segmentOf(value: unknown): string {
  if (typeof value === 'string') return encodeURIComponent(value);
  return encodeURIComponent(JSON.stringify(value) ?? 'undefined');
}

function queryStringOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `q=${segmentOf(value)}`;
  const pairs: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const values: unknown[] = Array.isArray(item) ? item.slice(0, 20) : [item];
    const name = Array.isArray(item) ? `${key}[]` : key;
    for (const v of values)
      pairs.push(
        `${encodeURIComponent(name)}=${typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? encodeURIComponent(String(v)) : segmentOf(v)}`,
      );
  }
  return pairs.join('&');
}

function pathArbitrary(route: ApiRoute): fc.Arbitrary<string> {
  const shape = objectShapeOf(route.schema.params) ?? {};
  const parts = route.url.split('/').map((part): fc.Arbitrary<string> => {
    if (part === '*')
      return fc
        .array(fc.oneof(arbs.anyString.map(encodeURIComponent), fc.constantFrom(...RAW_SEGMENTS)), {
          minLength: 0,
          maxLength: 4,
        })
        .map((s) => s.join('/'));
    if (!part.startsWith(':')) return fc.constant(part);
    const name = part.slice(1);
    const guided =
      shape[name] === undefined
        ? arbs.anyString.map(encodeURIComponent)
        : arbs.arbitraryFor(shape[name]).map(segmentOf);
    return fc.oneof(
      { weight: 4, arbitrary: guided },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
  });
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

function queryArbitrary(route: ApiRoute): fc.Arbitrary<string> {
  const guided =
    route.schema.querystring === undefined
      ? fc.constant({})
      : arbs.arbitraryFor(route.schema.querystring);
  const randomPairs = fc
    .array(
      fc.tuple(
        fc.oneof(
          arbs.anyString,
          fc.constantFrom(
            'l',
            'locale',
            'email',
            'compatibility',
            'device',
            'collection',
            'provider',
            'confirmation_token',
            't',
            'x[]',
          ),
        ),
        arbs.anyString,
      ),
      { maxLength: 5 },
    )
    .map((pairs) =>
      pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
    );
  const raw = fc.constantFrom(
    'a=1&a=2',
    'x[]=1&x[]=2',
    '%',
    '%zz=1',
    '&&&',
    '=',
    `l=${'x'.repeat(3000)}`,
    '__proto__[x]=1',
    'constructor=1',
    'compatibility=true&compatibility=false',
    'l=en&l=de',
  );
  return fc.oneof(
    { weight: 4, arbitrary: guided.map(queryStringOf) },
    { weight: 2, arbitrary: randomPairs },
    { weight: 1, arbitrary: raw },
    { weight: 2, arbitrary: fc.constant('') },
  );
}

function bodyArbitrary(route: ApiRoute): fc.Arbitrary<GarbageBody> {
  const none = fc.constant<GarbageBody>({});
  if (!hasBody(route.method))
    return fc.oneof(
      { weight: 5, arbitrary: none },
      { weight: 1, arbitrary: arbs.garbageValue.map(json) },
    );
  const guided =
    route.schema.body === undefined ? arbs.garbageValue : arbs.arbitraryFor(route.schema.body);
  const nearLimit = fc
    .integer({ min: Math.floor(route.bodyLimit * 0.5), max: route.bodyLimit - 64 })
    .map((size) => json({ padding: 'x'.repeat(Math.max(0, size)) }));
  return fc.oneof(
    { weight: 8, arbitrary: guided.map(json) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ maxLength: 40 }))
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...POLLUTION)
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.oneof(
          arbs.anyString,
          fc.constant('user[email]=a@b.co&user[password]=x'),
          fc.constant('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
        ),
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
          'application/vnd.api+json',
          'garbage',
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<GarbageBody>(
        { payload: '', contentType: 'application/json' },
        {},
        { payload: '{}' },
      ),
    },
    { weight: 1, arbitrary: nearLimit },
  );
}

function requestArbitrary(): fc.Arbitrary<GarbageRequest> {
  return fc.constantFrom(...apiRoutes()).chain((route) =>
    fc.record({
      route: fc.constant(route),
      as: fc.constantFrom<GarbageRequest['as']>('guest', 'player'),
      url: fc
        .tuple(pathArbitrary(route), queryArbitrary(route))
        .map(([path, query]) => (query ? `${path}?${query}` : path)),
      body: bodyArbitrary(route),
      csrf: fc.constantFrom<GarbageRequest['csrf']>(
        'ok',
        'ok',
        'ok',
        'ok',
        'ok',
        'ok',
        'ok',
        'ok',
        'missing',
        'foreign',
      ),
      ip: ipArbitrary,
      country: fc.constantFrom(...COUNTRIES),
      extraHeaders: fc.record(
        {
          'accept-client': fc.constantFrom(
            'application/vnd.s.v1+json',
            'application/vnd.s.v2+json',
            'garbage',
          ),
          'user-agent': fc.constantFrom(
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
            'Googlebot/2.1 (+http://www.google.com/bot.html)',
            '',
            'x'.repeat(2000),
          ),
          'accept-language': fc.constantFrom('de', 'fr-CA,fr;q=0.9', '*', ';;;'),
        },
        { requiredKeys: [] },
      ),
    }),
  );
}

// ---- sending and checking ----------------------------------------------------------------------------------------

/** Keeps the player signed in: a garbage sign-out or sign-in (which rotates sessions) would otherwise end the run's session. */
async function ensurePlayerSession(): Promise<void> {
  const id = hashToken(player.token);
  const row = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row)
    await t.db
      .insertInto('sessions')
      .values({
        id,
        player_id: player.id,
        expires_at: new Date(Date.now() + 3_600_000),
        ip: null,
        user_agent: null,
      })
      .execute();
}

function headersOf(request: GarbageRequest): Record<string, string> {
  const headers: Record<string, string> = {
    ...request.extraHeaders,
    'x-forwarded-for': request.ip,
    [GEO_HEADER]: request.country,
  };
  if (request.csrf !== 'missing') headers['x-requested-with'] = 'XMLHttpRequest';
  if (request.csrf === 'foreign') headers.origin = 'https://evil.example';
  if (request.as === 'player') headers.cookie = `${SESSION_COOKIE}=${player.token}`;
  if (request.body.contentType) headers['content-type'] = request.body.contentType;
  return headers;
}

function describeRequest(request: GarbageRequest, res?: LightMyRequestResponse): string {
  const payload =
    request.body.payload === undefined
      ? ''
      : ` body(${request.body.contentType ?? 'no type'}, ${request.body.payload.length} chars): ${request.body.payload.slice(0, 300)}`;
  const answer = res ? ` -> ${res.statusCode} ${res.body.slice(0, 300)}` : '';
  return `${request.as} ${request.route.method} ${request.url.slice(0, 300)}${payload}${answer}`;
}

const MESSAGE_KEY = /^[A-Z0-9_]+(\.[A-Z0-9_]+)+$/;

const isWalletProtocol = (route: ApiRoute): boolean => route.url.startsWith('/api/wallet/');

/** Spec 03 section 0.3 and DESIGN.md (API errors): form errors `{errors: {field: [key]}}`, else `{error, code}`. */
function checkErrorShape(request: GarbageRequest, res: LightMyRequestResponse): void {
  const where = describeRequest(request, res);
  if (request.route.method === 'HEAD') return;
  if (res.statusCode === 429) expect(Number(res.headers['retry-after']), where).toBeGreaterThan(0);
  if (isWalletProtocol(request.route)) {
    // The seamless wallet answers in its provider protocol's own shape (docs/wallet-protocol.md).
    expect(res.statusCode, where).toBe(WALLET_ERROR_STATUS);
    expect(walletErrorSchema.safeParse(res.json()).success, where).toBe(true);
    return;
  }
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    // CMS pages answer the spec's plain text '{path} page is not found' (spec 01 section 8), as do served files.
    expect(res.statusCode, where).toBe(404);
    expect(res.body, where).toMatch(/ is not found$/);
    return;
  }
  const body = res.json<Record<string, unknown>>();
  // The game studio answers its own refusals as a provider does (docs/games-architecture.md): {error: {code,
  // message}}; what the framework refuses before the studio sees it (malformed JSON, a huge body) keeps the API's shape.
  if (request.route.url.startsWith('/studio/api/') && typeof body.error === 'object') {
    expect(body, where).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    return;
  }
  if ('errors' in body) {
    const errors = body.errors as Record<string, unknown>;
    expect(Object.keys(errors).length, where).toBeGreaterThan(0);
    for (const messages of Object.values(errors)) {
      expect(Array.isArray(messages), where).toBe(true);
      for (const message of messages as unknown[]) expect(message, where).toMatch(MESSAGE_KEY);
    }
  } else {
    expect(res.statusCode, where).not.toBe(422);
    expect(body, where).toEqual({ error: expect.any(String), code: expect.any(String) });
  }
}

async function currentState(): Promise<{ state: DbState; mark: string }> {
  const mark = await probe.writeMark();
  if (known?.mark !== mark) known = { state: await probe.state(), mark };
  return known;
}

async function send(request: GarbageRequest): Promise<LightMyRequestResponse> {
  if (request.as === 'player') await ensurePlayerSession();
  const before = await currentState();
  const options: InjectOptions = {
    method: request.route.method,
    url: request.url,
    headers: headersOf(request),
  };
  if (request.body.payload !== undefined) options.payload = request.body.payload;
  const res = await t.app.inject(options);
  statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1);
  expect(res.statusCode, describeRequest(request, res)).toBeLessThan(500);
  if (res.statusCode >= 400) {
    checkErrorShape(request, res);
    const mark = await probe.writeMark();
    if (mark !== before.mark) {
      const after = await probe.state();
      expect(
        changedTables(before.state, after),
        `a refused request changed the database: ${describeRequest(request, res)}`,
      ).toEqual([]);
      known = { state: after, mark };
    }
  }
  return res;
}

// ---- the tests ---------------------------------------------------------------------------------------------------

describe('garbage in, 4xx out: every route of the API', () => {
  test('the whole API is enumerated, reporting calls capped at 64 KB and nothing above 1 MB', () => {
    const urls = new Set(apiRoutes().map((r) => r.url));
    for (const url of [
      '/api/users/sign_in',
      '/api/player',
      '/api/player/favorite_games/:id',
      '/api/games_filter',
      '/api/cms/pages/*',
      '/log',
      '/api/current_ip',
    ])
      expect(urls).toContain(url);
    expect(apiRoutes().length).toBeGreaterThan(60);
    for (const route of apiRoutes()) {
      expect(route.bodyLimit, `${route.method} ${route.url}`).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
      if (
        [
          '/log',
          '/performance',
          '/network-performance',
          '/metrics-errors-validation',
          '/log_utm_set',
          '/log_utm_send',
        ].includes(route.url)
      ) {
        expect(route.bodyLimit, route.url).toBe(REPORTING_BODY_LIMIT_BYTES);
      }
    }
  });

  test('the database probe sees inserts, updates and deletes, and nothing after reads', async () => {
    const start = await probe.state();
    const mark = await probe.writeMark();
    await t.db.selectFrom('players').selectAll().execute();
    expect(changedTables(start, await probe.state())).toEqual([]);
    await t.db.updateTable('players').set({ city: 'Probe' }).where('id', '=', player.id).execute();
    const updated = await probe.state();
    expect(changedTables(start, updated)).toEqual(['players']);
    expect(await probe.writeMark()).not.toBe(mark);
    const { id } = await t.db
      .insertInto('contact_messages')
      .values({ email: 'probe@example.com', content: 'probe', ip: '10.0.0.1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await probe.state();
    expect(changedTables(updated, inserted)).toEqual(['contact_messages']);
    await t.db.deleteFrom('contact_messages').where('id', '=', id).execute();
    expect(changedTables(inserted, await probe.state())).toEqual(['contact_messages']);
    await t.db.updateTable('players').set({ city: null }).where('id', '=', player.id).execute();
  });

  // A fixed sweep first, so every route meets every kind of garbage at least once whatever the random run picks.
  const FIXED_BODIES: GarbageBody[] = [
    { payload: '{', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '[]', contentType: 'application/json' },
    { payload: '"text"', contentType: 'application/json' },
    { payload: '12', contentType: 'application/json' },
    json({ unknown_field: 1 }),
    json({
      user: null,
      player: [],
      groups: 'x',
      ids: {},
      game_ids: 5,
      filter: 'x',
      context: 1,
      currency: 7,
      event: [],
      contact: 's',
      locale: null,
      token: 1,
      email: [],
    }),
    json({
      user: { email: 'x'.repeat(300_000), password: ['a'] },
      player: { nickname: {} },
      groups: { add: ['x'], remove: null },
    }),
    { payload: POLLUTION[0], contentType: 'application/json' },
    { payload: 'user[email]=a', contentType: 'application/x-www-form-urlencoded' },
    { payload: 'hello', contentType: 'text/plain' },
    { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  ];
  const FIXED_SEGMENTS = [
    '0',
    '-1',
    '99999999999999999999',
    'abc',
    '%25',
    encodeURIComponent('x'.repeat(600)),
    '%zz',
  ];

  test('a fixed sweep: each route, as guest and player, with each kind of garbage', async () => {
    for (const route of apiRoutes()) {
      const bodies = hasBody(route.method) ? FIXED_BODIES : FIXED_BODIES.slice(0, 2);
      const paths =
        route.url.includes(':') || route.url.includes('*')
          ? FIXED_SEGMENTS.map((segment) => route.url.replace(/:[a-z_]+|\*/gi, segment))
          : [route.url];
      for (const as of ['guest', 'player'] as const) {
        for (const [index, body] of bodies.entries()) {
          const path = paths[index % paths.length] ?? route.url;
          const query = index % 3 === 0 ? '?l=%zz&x[]=1&x[]=2&page=-1' : '';
          await send({
            route,
            as,
            url: `${path}${query}`,
            body,
            csrf: 'ok',
            ip: `203.0.113.${index + 1}`,
            country: COUNTRIES[index % COUNTRIES.length] ?? 'CA',
            extraHeaders: {},
          });
        }
      }
    }
  }, 120_000);

  test('oversized bodies are refused with 413 before any work (1 MB; reporting calls 64 KB)', async () => {
    for (const route of apiRoutes().filter((r) => hasBody(r.method))) {
      for (const as of ['guest', 'player'] as const) {
        const body = json({ padding: 'x'.repeat(route.bodyLimit) });
        const url = route.url.replace(/:[a-z_]+|\*/gi, '1');
        const res = await send({
          route,
          as,
          url,
          body,
          csrf: 'ok',
          ip: '198.51.100.7',
          country: 'CA',
          extraHeaders: {},
        });
        if (isWalletProtocol(route)) {
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(WALLET_ERROR_STATUS);
          expect(res.json()).toMatchObject({ code: WALLET_ERRORS.BAD_REQUEST });
          continue;
        }
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(413);
        expect(res.json()).toEqual({ errors: { base: ['VALIDATION.PAYLOAD_TOO_LARGE'] } });
      }
    }
  }, 60_000);

  test(
    'random garbage (property-based, time-boxed)',
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(), async (request) => {
          runs += 1;
          await send(request);
        }),
        {
          numRuns: RUNS,
          interruptAfterTimeLimit: TIME_BUDGET_MS,
          markInterruptAsFailure: false,
          endOnFailure: true,
        },
      );
      expect(runs).toBeGreaterThan(100);
    },
    TIME_BUDGET_MS + 60_000,
  );

  test('the garbage reached the handlers: successes, validation errors, auth refusals and not-found answers all occurred', () => {
    for (const status of [200, 204, 401, 403, 404, 413, 422])
      expect(
        statusCounts.get(status) ?? 0,
        `status ${status}: ${JSON.stringify([...statusCounts])}`,
      ).toBeGreaterThan(0);
  });
});
