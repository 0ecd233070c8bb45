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
    const res = await t.app.inject({ method: 'POST', url: '/api/anything', payload: {}, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
  });

  test('migrations created the reference tables', async () => {
    const rows = await t.db.selectFrom('currencies').select('code').execute();
    expect(Array.isArray(rows)).toBe(true);
  });
});
