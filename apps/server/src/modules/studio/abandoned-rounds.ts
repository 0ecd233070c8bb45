import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Job } from '../../jobs/job.ts';
import type { StudioDeps } from './studio-deps.ts';
import { findSessionByToken } from './studio-sessions.repository.ts';
import { addFunBalance } from './studio-sessions.repository.ts';
import {
  findStaleRounds,
  lockRound,
  updateRound,
  type StudioRoundRow,
} from './studio-rounds.repository.ts';
import { findPendingWalletActions, findRoundActions } from './wallet-actions.repository.ts';
import { findPair } from './seed-pairs.repository.ts';
import { payWin, rollbackBet } from './wallet-settlement.ts';
import { resumedFloats } from './round-actions.ts';
import type { StudioSessionRow } from './studio-sessions.repository.ts';

// Rounds a player left, and calls the casino never answered (spec 04 section 3: wins and rollbacks are retried until
// a terminal answer, a bet without an answer is rolled back; issue 10 section 4: a left round settles the way better
// for the player).

/** A call still unanswered this long has no request working on it any more (retries end within seconds). */
export const OWED_CALL_AGE_MS = 30_000;
const BATCH = 50;

async function sessionById(
  db: Db | Transaction<Database>,
  id: number,
): Promise<StudioSessionRow | undefined> {
  const row = await db
    .selectFrom('studio_sessions')
    .select('token')
    .where('id', '=', id)
    .executeTakeFirst();
  return row && findSessionByToken(db, row.token);
}

async function sessionOfRound(deps: StudioDeps, roundId: number) {
  const round = await deps.db
    .selectFrom('studio_rounds')
    .select(['session_id', 'status'])
    .where('id', '=', roundId)
    .executeTakeFirst();
  return round && { round, session: await sessionById(deps.db, round.session_id) };
}

/** Sends again what the casino still owes an answer to: wins with their own action_id, bets as rollbacks. */
async function settleOwedCalls(deps: StudioDeps): Promise<void> {
  const before = new Date(deps.now().getTime() - OWED_CALL_AGE_MS);
  for (const owed of await findPendingWalletActions(deps.db, before, BATCH)) {
    const found = await sessionOfRound(deps, owed.round_id);
    if (!found?.session) continue;
    if (owed.action === 'win') await payWin(deps, found.session, owed.round_id, owed.amount);
    else {
      const betId = owed.action === 'bet' ? owed.action_id : owed.original_action_id;
      if (betId) await rollbackBet(deps, found.session, owed.round_id, betId);
      // Only the opening bet makes the whole round void; a later one's round goes on (and is settled when stale).
      if (found.round.status === 'pending')
        await updateRound(
          deps.db,
          owed.round_id,
          betId?.endsWith('-bet-0')
            ? { status: 'refused', stake: 0, win: 0, finished_at: deps.now() }
            : { status: 'open' },
        );
    }
  }
}

/** Closes one round left open: the engine settles it (blackjack stands, mines cashes out), the win closes it. */
async function settleRound(deps: StudioDeps, round: StudioRoundRow): Promise<void> {
  const roundId = round.id;
  // Looked up before the transaction: the lookup may read the database itself.
  const game = await deps.games(round.game_identifier);
  const settled = await deps.db.transaction().execute(async (trx) => {
    const row = await lockRound(trx, roundId);
    if (!row || row.status !== 'open') return null;
    const pair = await findPair(trx, row.seed_pair_id);
    if (!pair) return null;
    const rng = resumedFloats(pair, row);
    const settle = game?.engine.machine.settleAbandoned;
    const step = game && settle ? settle(game.config, row.state, rng) : null;
    const win = step?.win ?? row.win;
    const session = await sessionById(trx, row.session_id);
    if (session?.mode === 'demo') await addFunBalance(trx, row.session_id, win);
    await updateRound(trx, roundId, {
      ...(step ? { state: JSON.stringify(step.state), floats_used: rng.used } : {}),
      stake: step?.stake ?? row.stake,
      win,
      status: 'finished',
      finished: true,
      finished_at: deps.now(),
    });
    return session ? { session, win } : null;
  });
  if (settled?.session.mode === 'real') await payWin(deps, settled.session, roundId, settled.win);
}

/** The abandon job's work: owed calls first, then rounds open longer than STUDIO_ABANDON_AFTER_MS. */
export async function settleAbandonedRounds(deps: StudioDeps): Promise<void> {
  await settleOwedCalls(deps);
  const before = new Date(deps.now().getTime() - deps.abandonAfterMs);
  for (const round of await findStaleRounds(deps.db, before, BATCH)) {
    if (round.status === 'pending') {
      // The bets were answered but the request ended before it said so: the round stands at the casino.
      const calls = await findRoundActions(deps.db, round.id);
      if (!calls.every((call) => call.action !== 'bet' || call.status === 'done')) continue;
      await updateRound(deps.db, round.id, { status: 'open' });
    }
    await settleRound(deps, round);
  }
}

/** Once a minute across the cluster: rounds left open and calls the casino still owes an answer to. */
export function abandonedRoundsJob(deps: StudioDeps): Job {
  return {
    name: 'studio-abandoned-rounds',
    scope: 'cluster',
    everyMs: 60_000,
    run: () => settleAbandonedRounds(deps),
  };
}
