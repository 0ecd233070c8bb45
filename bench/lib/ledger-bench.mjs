// Issue 8 section 6: ledger transfers per second beside pgbench on the same database. bench/ledger.mjs posts the
// transfers through the server's ledger service (100 players, then one hot player); pgbench then runs in the same
// database with the same clients and duration: its built-in simple-update (beside the 100 players) and a script that
// updates one row (beside the hot player). PGlite gets the ledger figures alone (pgbench needs a server).
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runChild } from './server.mjs';

const SINGLE_ROW_SCRIPT = `\\set delta random(-5, 5)
UPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = 1;
`;

/** pgbench's "tps = N (without initial connection time)". */
function tpsOf(output) {
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!match) throw new Error(`no tps in pgbench output:\n${output}`);
  return Math.round(Number(match[1]));
}

async function pgbench(url, { clients, durationS }) {
  await runChild('pgbench', ['-i', '-q', '-s', '1', url]);
  const common = ['-n', '-c', String(clients), '-j', '2', '-T', String(durationS)];
  const simpleUpdate = tpsOf(await runChild('pgbench', [...common, '-N', url]));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'open-casino-pgbench-'));
  try {
    const script = path.join(dir, 'single-row.sql');
    writeFileSync(script, SINGLE_ROW_SCRIPT);
    const singleRow = tpsOf(await runChild('pgbench', [...common, '-f', script, url]));
    return { simpleUpdate, singleRow };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Ledger figures on a fresh database of `database`'s kind (and pgbench's beside them on PostgreSQL). */
export async function measureLedger(database, { players = 100, clients = 8, durationS = 10 } = {}) {
  const ledger = JSON.parse(
    (
      await runChild(process.execPath, [
        '--import',
        'tsx',
        'bench/ledger.mjs',
        database.seedTarget,
        `--players=${players}`,
        `--clients=${clients}`,
        `--duration=${durationS}`,
      ])
    )
      .trim()
      .split('\n')
      .pop() ?? '{}',
  );
  const result = {
    players,
    clients,
    durationS,
    spread: ledger.spread,
    hot: ledger.hot,
    drift: ledger.drift,
  };
  if (database.kind === 'postgres')
    result.pgbench = await pgbench(database.seedTarget, { clients, durationS });
  return result;
}
