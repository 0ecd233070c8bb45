import type { StudioRound } from '@casino/api/studio';
import { fairFloats } from '@casino/games/fair';
import type { StudioDeps } from './studio-deps.ts';
import { StudioError, roundOpen, unknownSession } from './studio-errors.ts';
import { requireSession } from './studio-session.ts';
import { addFunBalance, lockSession, updateSession } from './studio-sessions.repository.ts';
import { findOpenRound, insertRound, updateRound } from './studio-rounds.repository.ts';
import { findActivePair } from './seed-pairs.repository.ts';
import { takeNonce } from './seed-pairs.repository.ts';
import { activePair, seedOwnerOf } from './seed-pairs.ts';
import { actionIds, payWin, placeBet } from './wallet-settlement.ts';
import { roundView } from './round-view.ts';
import { CRASH_ENGINE, assertBetting, gameToJoin, sharedGameFloats } from './crash-bets.ts';

export const insufficientFunds = () =>
  new StudioError(422, 'insufficient_funds', 'Not enough money for this bet');

/**
 * POST /studio/api/sessions/{token}/rounds. The round is drawn and stored in one transaction (nonce taken, the session
 * locked so that one round at a time is open); real money then goes to the casino: the bet, and the win that closes
 * the round. A refused or unanswered bet leaves the round refused, with nothing staked or won. A crash bet joins the
 * table's shared game in its betting phase and draws the game's crash point (crash-bets.ts); its nonce is taken all
 * the same, so the round's seeds stay unique, but nothing is drawn from them.
 */
export async function startRound(
  deps: StudioDeps,
  token: string,
  input: unknown,
): Promise<{ round: StudioRound; balance: number }> {
  const { session, game } = await requireSession(deps, token);
  const { engine, config } = game;
  const params = engine.parseParams(config, input);
  const owner = seedOwnerOf(session);
  await activePair(deps, owner);
  const shared = engine.name === CRASH_ENGINE ? await gameToJoin(deps, game) : null;
  const drawn = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockSession(trx, session.id);
    if (locked.status !== 'open') throw unknownSession();
    if (await findOpenRound(trx, session.id)) throw roundOpen();
    const now = deps.now();
    if (shared) assertBetting(shared, now);
    const wait = locked.last_round_at
      ? locked.last_round_at.getTime() + deps.minRoundMs - now.getTime()
      : 0;
    if (wait > 0)
      throw new StudioError(429, 'round_too_soon', `The next round may start in ${wait} ms`, wait);
    const demo = locked.mode === 'demo';
    if (demo && (locked.fun_balance_cents ?? 0) < engine.stakeOf(config, params))
      throw insufficientFunds();
    const pair = await findActivePair(trx, owner, true);
    if (!pair)
      throw new StudioError(409, 'seeds_changed', 'The seeds changed meanwhile; try again');
    const nonce = await takeNonce(trx, pair.id);
    const rng = shared
      ? sharedGameFloats(shared)
      : fairFloats({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce });
    const step = engine.machine.start(config, params, rng);
    const finishedNow = demo && step.finished;
    const balance = demo
      ? await addFunBalance(trx, session.id, (step.finished ? step.win : 0) - step.stake)
      : 0;
    const row = await insertRound(trx, {
      session_id: session.id,
      game_identifier: game.identifier,
      engine: engine.name,
      seed_pair_id: pair.id,
      nonce,
      params: JSON.stringify(params),
      state: JSON.stringify(step.state),
      floats_used: rng.used,
      stake: step.stake,
      win: step.win,
      status: demo ? (step.finished ? 'finished' : 'open') : 'pending',
      finished: finishedNow,
      started_at: shared?.starts_at ?? now,
      finished_at: finishedNow ? now : null,
      crash_game_id: shared?.id ?? null,
    });
    await updateSession(trx, session.id, { last_round_at: now });
    return { row, pair: { ...pair, nonce: nonce + 1 }, step, balance };
  });
  const { pair, step } = drawn;
  if (session.mode === 'demo')
    return { round: roundView(drawn.row, pair, game), balance: drawn.balance };

  const roundId = drawn.row.id;
  let balance: number;
  try {
    balance = await placeBet(deps, session, roundId, {
      actionId: actionIds.bet(roundId, 0),
      amount: step.stake,
      // A one-shot round that won nothing closes with its bet; otherwise the win call closes it.
      finished: step.finished && step.win === 0,
    });
  } catch (error) {
    await updateRound(deps.db, roundId, {
      status: 'refused',
      stake: 0,
      win: 0,
      finished_at: deps.now(),
    });
    throw error;
  }
  const row = await updateRound(deps.db, roundId, {
    status: step.finished ? 'finished' : 'open',
    finished: step.finished,
    finished_at: step.finished ? deps.now() : null,
  });
  if (step.finished && step.win > 0)
    balance = (await payWin(deps, session, roundId, step.win)) ?? balance;
  return { round: roundView(row, pair, game), balance };
}
