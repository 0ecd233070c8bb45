import type { StudioDeps } from './studio-deps.ts';
import type { StudioSessionRow } from './studio-sessions.repository.ts';
import { StudioError, walletUnavailable } from './studio-errors.ts';
import { refusalError } from './wallet-refusals.ts';
import type { PlayAnswer, PlayBody, WalletAction, WalletOutcome } from './wallet-client.ts';
import { markWalletAction, recordWalletAction } from './wallet-actions.repository.ts';

// How a round's money reaches the casino (spec 04 section 3, Caleta and Hub88 rules): every call is recorded before it
// is sent and keeps its action_id through retries; a bet with no answer is rolled back; wins and rollbacks are
// retried until the casino answers (the abandon job goes on where the request gave up).

/** The deterministic action ids of a round: the same step always sends the same id. */
export const actionIds = {
  bet: (roundId: number, step: number) => `studio-${roundId}-bet-${step}`,
  win: (roundId: number) => `studio-${roundId}-win`,
  rollback: (betActionId: string) => `${betActionId}-rollback`,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(
  deps: StudioDeps,
  call: () => Promise<WalletOutcome<T>>,
): Promise<WalletOutcome<T>> {
  let outcome = await call();
  for (const delay of deps.retryDelaysMs) {
    if (outcome.kind !== 'unknown') return outcome;
    await sleep(delay);
    outcome = await call();
  }
  return outcome;
}

export function playBody(
  session: StudioSessionRow,
  roundId: number | null,
  finished: boolean,
  actions: PlayBody['actions'],
): PlayBody {
  if (session.player_id === null) throw new Error('a real-money session without a player');
  // Every call names a game play (spec 04 section 3: game_id is always sent); a balance request names the session.
  const round =
    roundId === null
      ? { game_id: `session-${session.casino_session_id}` }
      : { game_id: String(roundId), round_id: String(roundId) };
  return {
    user_id: session.player_id,
    currency: session.currency,
    game: session.game_identifier,
    session_id: session.casino_session_id,
    ...round,
    ...(actions ? { finished, actions } : {}),
  };
}

/** The player's balance at the casino: a /play without actions. */
export async function fetchBalance(deps: StudioDeps, session: StudioSessionRow): Promise<number> {
  const outcome = await withRetries(deps, () =>
    deps.wallet.play(playBody(session, null, false, undefined)),
  );
  if (outcome.kind === 'ok') return outcome.answer.balance;
  if (outcome.kind === 'refused') throw refusalError(outcome.code, outcome.message);
  throw new StudioError(503, 'wallet_unavailable', 'The casino did not answer');
}

/** Asks the casino to undo a bet whose answer never came; retried, and left to the job if still unanswered. */
export async function rollbackBet(
  deps: StudioDeps,
  session: StudioSessionRow,
  roundId: number,
  betActionId: string,
): Promise<void> {
  const actionId = actionIds.rollback(betActionId);
  await recordWalletAction(deps.db, {
    action_id: actionId,
    round_id: roundId,
    action: 'rollback',
    amount: 0,
    original_action_id: betActionId,
    finished: true,
    status: 'pending',
    created_at: deps.now(),
  });
  // The bet counts as undone from here: the rollback is owed until the casino answers it.
  await markWalletAction(deps.db, betActionId, 'refused', deps.now());
  const body = playBody(session, roundId, true, [
    { action: 'rollback', action_id: actionId, original_action_id: betActionId },
  ]);
  const outcome = await withRetries(deps, () => deps.wallet.rollback(body));
  if (outcome.kind !== 'unknown') await markWalletAction(deps.db, actionId, 'done', deps.now());
}

async function send(
  deps: StudioDeps,
  session: StudioSessionRow,
  roundId: number,
  action: WalletAction,
  finished: boolean,
): Promise<WalletOutcome<PlayAnswer>> {
  await recordWalletAction(deps.db, {
    action_id: action.action_id,
    round_id: roundId,
    action: action.action,
    amount: action.amount,
    original_action_id: null,
    finished,
    status: 'pending',
    created_at: deps.now(),
  });
  const body = playBody(session, roundId, finished, [action]);
  return withRetries(deps, () => deps.wallet.play(body));
}

/**
 * Stakes `amount` at the casino; answers the balance after it. A definite refusal throws its error (nothing moved);
 * no answer at all rolls the bet back and throws wallet_unavailable.
 */
export async function placeBet(
  deps: StudioDeps,
  session: StudioSessionRow,
  roundId: number,
  bet: { actionId: string; amount: number; finished: boolean },
): Promise<number> {
  const outcome = await send(
    deps,
    session,
    roundId,
    { action: 'bet', action_id: bet.actionId, amount: bet.amount },
    bet.finished,
  );
  if (outcome.kind === 'ok') {
    await markWalletAction(deps.db, bet.actionId, 'done', deps.now());
    return outcome.answer.balance;
  }
  if (outcome.kind === 'refused') {
    await markWalletAction(deps.db, bet.actionId, 'refused', deps.now());
    throw refusalError(outcome.code, outcome.message);
  }
  await rollbackBet(deps, session, roundId, bet.actionId);
  throw walletUnavailable();
}

/**
 * Pays the round's win and closes it at the casino (finished: true; a 0 win is sent when it is the closing call).
 * Answers the balance, or null when the casino has not answered yet (the job retries the same action_id).
 */
export async function payWin(
  deps: StudioDeps,
  session: StudioSessionRow,
  roundId: number,
  amount: number,
): Promise<number | null> {
  const actionId = actionIds.win(roundId);
  const outcome = await send(
    deps,
    session,
    roundId,
    { action: 'win', action_id: actionId, amount },
    true,
  );
  if (outcome.kind === 'unknown') return null;
  // A definite refusal of a win is the casino's fault (wins are never refused): kept as refused for the operator.
  await markWalletAction(deps.db, actionId, outcome.kind === 'ok' ? 'done' : 'refused', deps.now());
  return outcome.kind === 'ok' ? outcome.answer.balance : null;
}
