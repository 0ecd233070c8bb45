import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { BRAND_SERVICE_PREFIXES } from './brand-service.ts';

let t: TestApp;
const routes: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route: RouteOptions) => collect(route) });
});
afterAll(async () => t?.close());

function collect(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
}

/** The routes under a prefix, with the prefix cut off. */
const under = (prefix: string) =>
  routes
    .filter((route) => route.split(' ')[1]?.startsWith(`${prefix}/`))
    .map((route) => route.replace(` ${prefix}/`, ' /'))
    .sort();

describe('the brand service (spec 03 section 0.1)', () => {
  test('answers the same calls under /api/fe and /api-fe', () => {
    const [spec, reference] = BRAND_SERVICE_PREFIXES.map(under);
    expect(spec).toEqual(reference);
    expect(spec).toEqual(
      expect.arrayContaining([
        'GET /config/:name',
        'POST /config/managers',
        'POST /check-email',
        'GET /client-context',
        'POST /restore-id/get',
        'POST /restore-id/set',
        'POST /log_utm_set',
        'POST /log_utm_send',
        'PUT /metrics-errors-validation',
        'POST /metrics-errors-validation',
      ]),
    );
  });

  test('keeps its calls at the root where the spec names them, but not the configs', () => {
    for (const call of [
      'POST /check-email',
      'GET /client-context',
      'POST /restore-id/get',
      'POST /restore-id/set',
      'PUT /log',
      'PUT /performance',
      'PUT /network-performance',
      'PUT /metrics-errors-validation',
      'POST /log_utm_set',
      'POST /log_utm_send',
    ])
      expect(routes).toContain(call);
    expect(routes).not.toContain('GET /config/:name');
  });

  test.each(BRAND_SERVICE_PREFIXES)(
    '%s/config/<name> serves the config documents',
    async (prefix) => {
      const res = await t.app.inject({ method: 'GET', url: `${prefix}/config/logo-config` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('logoUrl');
    },
  );
});
