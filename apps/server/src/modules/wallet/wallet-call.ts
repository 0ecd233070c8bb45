import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { WALLET_ERRORS } from '@casino/api/play';
import type { Database } from '../../db/schema.ts';
import { lockWallet } from '../ledger/ledger.service.ts';
import { lockPlayerLimits } from '../limits/limits.service.ts';
import { findSessionById, gameExists, type GameSessionRow } from './game-sessions.repository.ts';
import { WalletError, badRequest } from './wallet-error.ts';

type Trx = Transaction<Database>;

/** A session idle this long takes no more bets (wins and rollbacks still settle on it). */
export const GAME_SESSION_IDLE_MS = 24 * 3600 * 1000;

/** What every wallet call names: whose money, in which currency, on which session and game. */
export interface WalletRequest {
  user_id: string;
  currency: string;
  game: string;
  session_id: string;
  game_id: string;
  round_id?: string | undefined;
}

export interface WalletCall {
  playerId: number;
  currency: string;
  session: GameSessionRow;
  roundId: string;
  /** The real balance, read under the lock. */
  real: number;
}

/**
 * Opens a wallet call in its transaction: the session must be a real one of this player, currency and game; then the
 * player's limit lock and wallet lock are taken (in the deposits' order), so a player's calls run one at a time and
 * every check below sees the previous call's commit.
 */
export async function openWalletCall(trx: Trx, request: WalletRequest): Promise<WalletCall> {
  const playerId = Number(request.user_id);
  const session = await findSessionById(trx, Number(request.session_id));
  if (!session || session.mode !== 'real')
    throw new WalletError(WALLET_ERRORS.NOT_FOUND, 'Session not found');
  if (session.player_id !== playerId)
    throw new WalletError(WALLET_ERRORS.PLAYER_INVALID, 'Player does not own the session');
  if (session.currency !== request.currency)
    throw badRequest(`Session plays ${session.currency}, not ${request.currency}`);
  if (session.game_identifier !== request.game)
    throw (await gameExists(trx, request.game))
      ? new WalletError(WALLET_ERRORS.GAME_FORBIDDEN, 'Session was opened for another game')
      : new WalletError(WALLET_ERRORS.GAME_NOT_AVAILABLE, 'Game is not available at this casino');
  await lockPlayerLimits(trx, playerId);
  const balances = await lockWallet(trx, playerId, request.currency);
  return {
    playerId,
    currency: request.currency,
    session,
    roundId: request.round_id ?? request.game_id,
    real: balances.real,
  };
}

/** A bet needs a session still open and in use, on a provider still offered. */
export function assertSessionTakesBets(session: GameSessionRow, now: Date): void {
  if (!session.provider_active)
    throw new WalletError(WALLET_ERRORS.GAME_NOT_AVAILABLE, 'Game is not available at this casino');
  if (session.status !== 'open')
    throw new WalletError(WALLET_ERRORS.NOT_FOUND, 'Session is closed');
  if (now.getTime() - session.last_activity_at.getTime() > GAME_SESSION_IDLE_MS)
    throw new WalletError(WALLET_ERRORS.NOT_FOUND, 'Session expired');
}

/** What an action asks for, hashed: a retry must match it, another request under the same action_id is refused. */
export function actionHash(parts: readonly (string | number | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export const txOf = (row: { id: number; action_id: string; processed_at: Date }) => ({
  action_id: row.action_id,
  tx_id: String(row.id),
  processed_at: row.processed_at.toISOString(),
});
