// Bench only (issue 8 section 6): ledger transfers per second on one database, through the server's own ledger
// service (one transaction per transfer: lock the wallet, record the idempotent transfer, post the entries, queue the
// balance event), from `clients` concurrent callers for `duration` seconds; first spread over `players` players, then
// all on one hot player. Afterwards every balance is re-summed from its entries (drift must be zero). Run under tsx:
// node --import tsx bench/ledger.mjs <dataDir | postgres://...> [--players=100] [--clients=8] [--duration=10]
// Prints one JSON line.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { cents } from '@casino/domain/currency';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed/index.ts';
import { auditLedger, postTransfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { openFundedWallet } from '../apps/server/src/modules/ledger/ledger-test-kit.ts';
import { insertPlayer } from '../apps/server/src/modules/player/player-test-kit.ts';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const [target] = args.filter((a) => !a.startsWith('--'));
if (!target) {
  console.error(
    'usage: ledger.mjs <dataDir | postgres://...> [--players=100] [--clients=8] [--duration=10]',
  );
  process.exit(2);
}
const players = flag('players', 100);
const clients = flag('clients', 8);
const durationS = flag('duration', 10);
const isUrl = /^postgres(ql)?:\/\//.test(target);
const handle = await openDatabase(
  isUrl ? { url: target } : { dataDir: path.resolve(target, 'pglite') },
);
const { db } = handle;

/** One bet of 1 cent: the player's real money to the house, as a game round moves it. */
const bet = (playerId, key) =>
  db.transaction().execute((trx) =>
    postTransfer(trx, {
      kind: 'bet',
      idempotencyKey: key,
      playerId,
      currency: 'EUR',
      legs: [
        { account: 'real', amount: cents(-1) },
        { account: 'house', amount: cents(1) },
      ],
    }),
  );

/** `clients` callers posting transfers for `durationS` seconds; the player of each transfer from `pick`. */
async function run(ids, pick) {
  // Warm-up: a second of the same load, not counted.
  const until = (ms) => Date.now() + ms;
  const load = async (deadline, counter) => {
    const worker = async (w) => {
      let i = 0;
      while (Date.now() < deadline) {
        await bet(pick(ids, w, i), `bench:${randomUUID()}`);
        counter.n += 1;
        i += 1;
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
  };
  await load(until(1_000), { n: 0 });
  const counter = { n: 0 };
  const started = performance.now();
  await load(until(durationS * 1_000), counter);
  const seconds = (performance.now() - started) / 1000;
  return {
    transfers: counter.n,
    seconds: Number(seconds.toFixed(2)),
    tps: Math.round(counter.n / seconds),
  };
}

try {
  await migrateToLatest(db);
  await seedDatabase(db, { testers: false });
  const ids = [];
  for (let i = 0; i < players; i++) {
    const id = await insertPlayer(db, { currency: 'EUR' });
    await openFundedWallet(db, id, 'EUR', { real: 1_000_000_000, active: true });
    ids.push(id);
  }
  const spread = await run(ids, (all) => all[Math.floor(Math.random() * all.length)]);
  const hot = await run(ids, (all) => all[0]);
  const audit = await auditLedger(db);
  const drift = Object.values(audit).reduce(
    (n, list) => n + (Array.isArray(list) ? list.length : 0),
    0,
  );
  console.log(JSON.stringify({ players, clients, durationS, spread, hot, drift, audit }));
} finally {
  await handle.close();
}
