import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { hashToken, newSessionToken, SESSION_COOKIE } from '../../http/session.ts';

let t: TestApp;
let testerId: number;
let testerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const player = await t.db
    .selectFrom('players')
    .select('id')
    .where('email', '=', 'tester@open-casino.local')
    .executeTakeFirstOrThrow();
  testerId = player.id;
  const token = newSessionToken();
  await t.db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      player_id: testerId,
      expires_at: new Date(Date.now() + 3_600_000),
      ip: null,
      user_agent: null,
    })
    .execute();
  testerCookie = `${SESSION_COOKIE}=${token}`;
});
afterAll(async () => t?.close());

const logEntry = {
  label: 'LOAD_PLAYER_ACCOUNTS_ERROR',
  level_name: 'ERROR',
  datetime: '2026-03-01T12:00:00.000Z',
  message: 'Request failed with status code 500',
  rid: 'a1b2c3',
  http_status: 500,
  request_url: '/api/player/accounts',
  request_method: 'GET',
  request_duration_ms: 812,
  is_ssr: false,
  context: { route: 'CashboxDeposit' },
};

describe('PUT /log', () => {
  test('one entry is stored with the signed-in player', async () => {
    const res = await createAgent(t.app, { headers: { cookie: testerCookie } }).put(
      '/log',
      logEntry,
    );
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('client_logs')
      .selectAll()
      .where('label', '=', 'LOAD_PLAYER_ACCOUNTS_ERROR')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      player_id: testerId,
      level: 'ERROR',
      message: 'Request failed with status code 500',
    });
    expect(row.entry).toMatchObject({ rid: 'a1b2c3', context: { route: 'CashboxDeposit' } });
  });

  test('a batch is stored entry by entry, without a player for a guest', async () => {
    const batch = [
      { label: 'ROUTER_PUSH_ERROR', level_name: 'WARN' },
      { label: 'ROUTER_PUSH_ERROR', level_name: 'INFO', message: 'second' },
    ];
    const res = await createAgent(t.app).put('/log', batch);
    expect(res.statusCode).toBe(204);
    const rows = await t.db
      .selectFrom('client_logs')
      .select(['level', 'player_id'])
      .where('label', '=', 'ROUTER_PUSH_ERROR')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { level: 'WARN', player_id: null },
      { level: 'INFO', player_id: null },
    ]);
  });
});

describe('the other reports', () => {
  test('PUT /performance stores the page timings', async () => {
    const res = await createAgent(t.app).put('/performance', {
      page: '/pokies/all',
      metrics: { ttfb: 120, fcp: 640.5, lcp: 1210, cls: 0.02, inp: 88 },
      navigationType: 'navigate',
      device: 'mobile',
    });
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('performance_reports')
      .selectAll()
      .where('page', '=', '/pokies/all')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ttfb_ms: 120,
      fcp_ms: 640.5,
      lcp_ms: 1210,
      cls: 0.02,
      inp_ms: 88,
      fid_ms: null,
      device: 'mobile',
    });
  });

  test('PUT /network-performance stores rtt, downlink and effective type', async () => {
    const res = await createAgent(t.app, { headers: { cookie: testerCookie } }).put(
      '/network-performance',
      { rtt: 150, downlink: 2.5, effectiveType: '4g' },
    );
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('network_reports')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      rtt_ms: 150,
      downlink_mbps: 2.5,
      effective_type: '4g',
      player_id: testerId,
    });
  });

  test('PUT /metrics-errors-validation stores one row per failed field', async () => {
    const res = await createAgent(t.app).put('/metrics-errors-validation', {
      side: 'frontEnd',
      component: 'RegistrationForm',
      errors: [
        { key: 'email', firstMessage: 'VALIDATION.EMAIL_INVALID' },
        { key: 'password', firstMessage: 'VALIDATION.PASSWORD_WEAK' },
      ],
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.db
      .selectFrom('validation_metrics')
      .select(['side', 'component', 'field_key'])
      .where('component', '=', 'RegistrationForm')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.field_key)).toEqual(['email', 'password']);
  });

  test.each(['set', 'send'] as const)('POST /log_utm_%s stores the campaign', async (kind) => {
    const res = await createAgent(t.app).post(`/log_utm_${kind}`, {
      utmMetrics: {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: `spring-${kind}`,
        sub_id: '',
      },
    });
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('utm_events')
      .selectAll()
      .where('utm_campaign', '=', `spring-${kind}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind,
      utm_source: 'newsletter',
      utm_medium: 'email',
      sub_id: null,
    });
  });
});

describe('bad reports', () => {
  test.each([
    ['PUT', '/log', { label: 'X', level_name: 'FATAL' }, 'level_name'],
    ['PUT', '/log', { label: 'X', level_name: 'INFO', secret: 'x' }, 'secret'],
    ['PUT', '/log', [], 'base'],
    ['PUT', '/log', Array.from({ length: 51 }, () => ({ label: 'X', level_name: 'INFO' })), 'base'],
    ['PUT', '/performance', { page: '/', metrics: {} }, 'metrics'],
    ['PUT', '/performance', { page: '/', metrics: { lcp: -1 } }, 'lcp'],
    [
      'PUT',
      '/network-performance',
      { rtt: 50, downlink: 10, effectiveType: '5g' },
      'effectiveType',
    ],
    ['PUT', '/network-performance', { rtt: '50', downlink: 10, effectiveType: '4g' }, 'rtt'],
    [
      'PUT',
      '/metrics-errors-validation',
      { side: 'middle', component: 'LoginForm', errors: [{ key: 'email', firstMessage: 'x' }] },
      'side',
    ],
    [
      'PUT',
      '/metrics-errors-validation',
      { side: 'backEnd', component: 'Checkout', errors: [{ key: 'email', firstMessage: 'x' }] },
      'component',
    ],
    [
      'PUT',
      '/metrics-errors-validation',
      { side: 'backEnd', component: 'LoginForm', errors: [] },
      'errors',
    ],
    ['POST', '/log_utm_set', { utmMetrics: {} }, 'utmMetrics'],
    ['POST', '/log_utm_send', { utmMetrics: { utm_source: 'x', utm_id: 'y' } }, 'utm_id'],
  ] as const)('%s %s with a bad body answers 422', async (method, url, body, field) => {
    const res = await t.app.inject({
      method,
      url,
      payload: body as object,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });

  test.each(['/log', '/performance', '/network-performance', '/metrics-errors-validation'])(
    'PUT %s over 64 KB answers 413',
    async (url) => {
      const payload = JSON.stringify({
        label: 'BIG',
        level_name: 'INFO',
        message: 'x'.repeat(70 * 1024),
      });
      const res = await t.app.inject({
        method: 'PUT',
        url,
        payload,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ errors: { base: ['VALIDATION.PAYLOAD_TOO_LARGE'] } });
    },
  );

  test('POST /log_utm_set over 64 KB answers 413', async () => {
    const res = await createAgent(t.app).post('/log_utm_set', {
      utmMetrics: { utm_source: 'x'.repeat(70 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });

  test('a report without X-Requested-With is refused as CSRF', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/network-performance',
      payload: { rtt: 1, downlink: 1, effectiveType: '4g' },
    });
    expect(res.statusCode).toBe(403);
  });
});
