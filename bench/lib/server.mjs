// Starts the built server (apps/server/dist/main.js) on loopback with a throwaway data dir, and stops it again.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port the OS says is free on 127.0.0.1 right now (never 3000: the OS hands out ephemeral ports). */
export async function freePort() {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = /** @type {net.AddressInfo} */ (probe.address());
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Runs a child to completion, streaming nothing unless it fails; resolves its stdout. */
export async function runChild(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${code}\n${stderr || stdout}`);
  return stdout;
}

async function waitForHealth(origin, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms`);
}

/**
 * The production server (serverEntry: a built main.js, webBuildDir: the web build it serves) on 127.0.0.1:<free port>
 * with the database of `databaseEnv` (DATA_DIR or DATABASE_URL). Request logging is off (LOG_LEVEL=warn) so
 * the figures measure the app, not pino writing to a pipe; every route measured runs under the same setting.
 */
export async function startServer({ serverEntry, webBuildDir, databaseEnv, timeoutMs = 60_000 }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The database the run names (DATA_DIR for PGlite or DATABASE_URL), never the shell's own DATABASE_URL.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: ROOT,
    env: {
      ...env,
      ...databaseEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_BUILD_DIR: webBuildDir,
      // Every load run comes from one loopback address: the per-address search limit would answer 429.
      SEARCH_RATE_LIMIT: '0',
      NODE_ENV: 'production',
      // One deployment's nodes share their secret (a token signed on one node is read on another): the caller passes
      // it in `databaseEnv`; a server alone gets a random one.
      SESSION_SECRET: databaseEnv.SESSION_SECRET ?? randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    await waitForHealth(origin, child, timeoutMs);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${error.message}\n--- server log ---\n${log}`);
  }
  return { origin, pid: child.pid, log: () => log, stop: () => stopChild(child) };
}

/** SIGTERM (the server closes its database cleanly), SIGKILL after 10 s. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
