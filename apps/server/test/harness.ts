import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { openDatabase, type Db } from '../src/db/database.ts';
import { buildApi, type BuildApiOptions } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import type { AppDeps } from '../src/deps.ts';
import { withDatabase } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database per test file (PGlite dump, or a clone of the PostgreSQL template) and the API on it. */
export async function createTestApp(
  env: Record<string, string> = {},
  apiOptions: Pick<BuildApiOptions, 'onRoute'> = {},
  extraDeps: Pick<AppDeps, 'studio'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const pgTemplate = inject('pgTemplate');
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  let dropDatabase = async () => {};
  if (pgTemplate && process.env.DATABASE_URL) {
    const name = `casino_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    handle = await openDatabase({ url: withDatabase(process.env.DATABASE_URL, name) });
    dropDatabase = async () => {
      await dropWhenIdle(admin, name);
      await admin.end();
    };
  } else {
    const file = inject('pgliteTemplate');
    if (!file) throw new Error('global setup provided no template');
    handle = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([readFileSync(file)]),
    });
  }
  const app = await buildApi({ db: handle.db, config, ...extraDeps }, apiOptions);
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await dropDatabase();
    },
  };
}

/**
 * pg's Pool.end() resolves before its sockets have closed: forcing the drop at once would terminate those backends
 * mid-goodbye and surface as unhandled 57P01 errors. Wait for them to leave (55006: still in use), then force.
 */
async function dropWhenIdle(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A browser-like client: keeps cookies between calls and sends the headers the CSRF defence expects. */
export function createAgent(
  app: FastifyInstance,
  defaults: { headers?: Record<string, string> } = {},
) {
  const jar = new Map<string, string>();
  async function call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method,
      url,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
        ...defaults.headers,
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }
  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      call('POST', url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) =>
      call('PUT', url, body ?? {}, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) =>
      call('PATCH', url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) =>
      call('DELETE', url, undefined, headers),
  };
}

export type Agent = ReturnType<typeof createAgent>;
