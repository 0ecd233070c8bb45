import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { StudioDeps } from './studio-deps.ts';
import {
  addFunBalance,
  findSessionByToken,
  type StudioSessionRow,
} from './studio-sessions.repository.ts';
import { lockRound, updateRound, type StudioRoundRow } from './studio-rounds.repository.ts';
import { findPair } from './seed-pairs.repository.ts';
import { payWin } from './wallet-settlement.ts';
import { resumedFloats } from './round-actions.ts';

// Closing a round nobody will act on any more: one the player left (the abandon job), or a crash bet still in when
// its shared game busted. The round row is locked and must still be open, so two nodes settle it once; the win call's
// action_id makes the casino pay it once.

export async function sessionById(
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

/** Closes one open round: the engine settles it (blackjack stands, mines cashes out, crash busts), the win closes it. */
export async function settleRound(deps: StudioDeps, round: StudioRoundRow): Promise<void> {
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
