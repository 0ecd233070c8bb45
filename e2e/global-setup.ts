import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** The country header the browser journeys send to play a visitor from a given country. */
export const TEST_GEO_HEADER = 'x-test-country';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the built casino (npm run build first) once for all journeys: a fresh PGlite data folder, loopback only,
 * a trusted geo header so a journey can be a visitor from any country, X-Forwarded-For trusted from loopback so each
 * visitor has an address of its own, and e-mail links pointing at this server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  const root = path.resolve(import.meta.dirname, '..');
  const output: string[] = [];
  const baseURL = `http://127.0.0.1:${port}`;
  // Embedded PGlite and in-process caches: a developer's DATABASE_URL or REDIS_URL must not leak into the run.
  const { DATABASE_URL: _database, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      GEO_HEADER: TEST_GEO_HEADER,
      TRUST_PROXY: 'loopback',
      PUBLIC_ORIGIN: baseURL,
      LOG_LEVEL: 'warn',
      // A sandbox block a second: the cashbox journeys wait for a crypto deposit's confirmations.
      CRYPTO_BLOCK_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  try {
    await waitForServer(`${baseURL}/api/info/locales`, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${output.join('').slice(-4000)}`);
  }
  project.provide('baseURL', baseURL);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
