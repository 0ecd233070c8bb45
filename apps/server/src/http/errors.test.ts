import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('http basics', () => {
  test('an unknown API path answers 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NotFound' });
  });

  test('a state-changing call without X-Requested-With is refused as CSRF', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/anything', payload: {} });
    expect(res.statusCode).toBe(403);
  });

  test('a state-changing call from another origin is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      payload: {},
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  test('migrations created the reference tables', async () => {
    const rows = await t.db.selectFrom('currencies').select('code').execute();
    expect(Array.isArray(rows)).toBe(true);
  });
});

// Regressions found by the garbage test (test/garbage.test.ts).
describe('odd inputs keep the error shapes', () => {
  test('an unknown query field named __proto__ is reported like any other unknown field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?email=a%40b.co&__proto__=1&constructor=2',
    });
    expect(res.statusCode).toBe(422);
    // An object literal would take `__proto__` as its prototype: build the expected own property explicitly.
    expect(res.json()).toEqual({
      errors: Object.fromEntries([
        ['__proto__', ['VALIDATION.UNKNOWN_FIELD']],
        ['constructor', ['VALIDATION.UNKNOWN_FIELD']],
      ]),
    });
  });

  test('a path parameter over the router limit answers 414 in the API error shape', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/player/sessions/${'x'.repeat(600)}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ errors: { base: ['VALIDATION.TOO_LONG'] } });
  });

  test('a malformed percent-encoding in the path answers 400 in the API error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fe/config/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { base: ['VALIDATION.BAD_REQUEST'] } });
  });
});

describe('U+0000, which PostgreSQL text cannot hold, is refused with 422 before any query', () => {
  test.each([
    ['a path parameter', 'GET', '/api/cms/pages/%00/undefined', undefined, '*'],
    ['a query value', 'GET', '/api/cms/pages?l=e%00n', undefined, 'l'],
    [
      'a body string',
      'POST',
      '/api/users/sign_in',
      { user: { email: 'a\u0000@b.co', password: 'x' } },
      'email',
    ],
    [
      'a body key',
      'PATCH',
      '/api/player',
      { context: 'edition', player: { ['nick\u0000name']: 'x' } },
      'player',
    ],
    [
      'a deeply nested string',
      'POST',
      '/api/games_filter',
      { device: 'desktop', filter: { providers: ['ok', 'b\u0000'] } },
      'providers',
    ],
  ] as const)('%s', async (_name, method, url, body, field) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { [field]: ['VALIDATION.INVALID_FORMAT'] } });
  });
});
