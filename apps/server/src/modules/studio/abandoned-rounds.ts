import type { Job } from '../../jobs/job.ts';
import type { StudioDeps } from './studio-deps.ts';
import { findStaleRounds, updateRound } from './studio-rounds.repository.ts';
import { findPendingWalletActions, findRoundActions } from './wallet-actions.repository.ts';
import { payWin, rollbackBet } from './wallet-settlement.ts';
import { sessionById, settleRound } from './round-settlement.ts';
import { settleBustedCrashRounds } from './crash-settlement.ts';

// Rounds a player left, and calls the casino never answered (spec 04 section 3: wins and rollbacks are retried until
// a terminal answer, a bet without an answer is rolled back; issue 10 section 4: a left round settles the way better
// for the player).

/** A call still unanswered this long has no request working on it any more (retries end within seconds). */
export const OWED_CALL_AGE_MS = 30_000;
const BATCH = 50;

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

/**
 * The abandon job's work: owed calls first, then crash bets still in at their game's bust (the feed settles them too,
 * but only while someone watches the table), then rounds open longer than STUDIO_ABANDON_AFTER_MS.
 */
export async function settleAbandonedRounds(deps: StudioDeps): Promise<void> {
  await settleOwedCalls(deps);
  await settleBustedCrashRounds(deps);
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

/** Once a minute across the cluster: rounds left open, busted crash bets and calls the casino still owes an answer to. */
export function abandonedRoundsJob(deps: StudioDeps): Job {
  return {
    name: 'studio-abandoned-rounds',
    scope: 'cluster',
    everyMs: 60_000,
    run: () => settleAbandonedRounds(deps),
  };
}
