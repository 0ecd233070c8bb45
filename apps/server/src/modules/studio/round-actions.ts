import type { StudioRound } from '@casino/api/studio';
import { fairFloats, type FloatSource } from '@casino/games/fair';
import type { GameEngine } from '@casino/games/engine';
import { RoundInputError, type RoundStep } from '@casino/games/round';
import { multiplierAt } from '@casino/games/crash/crash-curve';
import type { StudioDeps } from './studio-deps.ts';
import { StudioError } from './studio-errors.ts';
import { requireSession } from './studio-session.ts';
import { addFunBalance, lockSession } from './studio-sessions.repository.ts';
import { lockRound, updateRound, type StudioRoundRow } from './studio-rounds.repository.ts';
import { findPair, type SeedPairRow } from './seed-pairs.repository.ts';
import { actionIds, fetchBalance, payWin, placeBet } from './wallet-settlement.ts';
import { insufficientFunds } from './round-start.ts';
import { roundView } from './round-view.ts';
import { notRunning } from './crash-bets.ts';
import { sharedGameOf } from './crash-round-view.ts';
import { countedFloats } from './counted-floats.ts';

/** The round's float stream, moved past what the round has drawn already (the cursor is part of the replay). */
export function resumedFloats(
  pair: SeedPairRow,
  round: StudioRoundRow,
): FloatSource & { readonly used: number } {
  const rng = fairFloats({
    serverSeed: pair.server_seed,
    clientSeed: pair.client_seed,
    nonce: round.nonce,
  });
  for (let i = 0; i < round.floats_used; i++) rng.next();
  return countedFloats(rng, round.floats_used);
}

/**
 * Crash's cash-out is at the multiplier the server's clock shows since the round started (a shared game's starts_at),
 * never a number the client sends (it could probe the crash point with it); before the start there is nothing to cash.
 */
function serverSideAction(
  engine: GameEngine,
  round: StudioRoundRow,
  input: unknown,
  now: Date,
): unknown {
  if (engine.name !== 'crash') return input;
  if (now < round.started_at) throw notRunning();
  return { type: 'cashout', multiplier: multiplierAt(now.getTime() - round.started_at.getTime()) };
}

/** A cash-out that came after the bust settles the round at the bust (the auto cash-out paid if it was reached). */
function actOrBust(
  engine: GameEngine,
  config: unknown,
  round: StudioRoundRow,
  action: unknown,
  rng: FloatSource & { readonly used: number },
): RoundStep<unknown> {
  const { act, settleAbandoned } = engine.machine;
  if (!act) throw new StudioError(409, 'round_finished', 'The round takes no more decisions');
  try {
    return act(config, round.state, action, rng);
  } catch (error) {
    if (
      engine.name === 'crash' &&
      error instanceof RoundInputError &&
      error.code === 'busted' &&
      settleAbandoned
    )
      return settleAbandoned(config, round.state, rng);
    throw error;
  }
}

/**
 * POST .../rounds/{id}/actions: a decision in an open round (hit, stand, double, reveal, cash out). Extra stake (a
 * double, a split, insurance) is another bet at the casino with its own action_id; if the casino refuses it, the
 * round goes back to where it was.
 */
export async function actOnRound(
  deps: StudioDeps,
  token: string,
  roundId: number,
  input: unknown,
): Promise<{ round: StudioRound; balance: number }> {
  const { session, game } = await requireSession(deps, token);
  const { engine, config } = game;
  const demo = session.mode === 'demo';
  const acted = await deps.db.transaction().execute(async (trx) => {
    const before = await lockRound(trx, roundId);
    if (!before) throw new StudioError(404, 'round_not_found', 'No such round');
    if (before.session_id !== session.id)
      throw new StudioError(409, 'round_of_another_session', 'The round is not of this session');
    if (before.status !== 'open' || !engine.machine.act || !engine.parseAction)
      throw new StudioError(409, 'round_finished', 'The round takes no more decisions');
    const action = engine.parseAction(
      config,
      before.state,
      serverSideAction(engine, before, input, deps.now()),
    );
    const pair = await findPair(trx, before.seed_pair_id);
    if (!pair) throw new Error('a round without its seed pair');
    const rng = resumedFloats(pair, before);
    const step = actOrBust(engine, config, before, action, rng);
    const extra = step.stake - before.stake;
    let balance = 0;
    if (demo) {
      const locked = await lockSession(trx, session.id);
      if ((locked.fun_balance_cents ?? 0) < extra) throw insufficientFunds();
      balance = await addFunBalance(trx, session.id, (step.finished ? step.win : 0) - extra);
    }
    const finishedNow = step.finished && (demo || extra === 0);
    const row = await updateRound(trx, roundId, {
      state: JSON.stringify(step.state),
      actions: JSON.stringify([...before.actions, action]),
      floats_used: rng.used,
      stake: step.stake,
      win: step.win,
      status: finishedNow ? 'finished' : demo || extra === 0 ? 'open' : 'pending',
      finished: finishedNow,
      finished_at: finishedNow ? deps.now() : null,
    });
    return { before, row, pair, step, extra, balance };
  });
  const { before, pair, step, extra } = acted;
  if (demo)
    return {
      round: roundView(acted.row, pair, game, await sharedGameOf(deps, acted.row)),
      balance: acted.balance,
    };

  let balance: number | null = null;
  let row = acted.row;
  if (extra > 0) {
    try {
      balance = await placeBet(deps, session, roundId, {
        actionId: actionIds.bet(roundId, before.actions.length + 1),
        amount: extra,
        finished: false,
      });
    } catch (error) {
      await updateRound(deps.db, roundId, {
        state: JSON.stringify(before.state),
        actions: JSON.stringify(before.actions),
        floats_used: before.floats_used,
        stake: before.stake,
        win: before.win,
        status: 'open',
      });
      throw error;
    }
    row = await updateRound(deps.db, roundId, {
      status: step.finished ? 'finished' : 'open',
      finished: step.finished,
      finished_at: step.finished ? deps.now() : null,
    });
  }
  // The earlier bets left the round open at the casino: the win call (0 when lost) closes it.
  if (step.finished) balance = (await payWin(deps, session, roundId, step.win)) ?? balance;
  return {
    round: roundView(row, pair, game, await sharedGameOf(deps, row)),
    balance: balance ?? (await fetchBalance(deps, session)),
  };
}
