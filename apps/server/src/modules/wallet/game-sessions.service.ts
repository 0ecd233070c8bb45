import { randomBytes } from 'node:crypto';
import {
  DEMO_CURRENCY,
  type GameSession,
  type GameSessionBody,
  type GameSessionContext,
} from '@casino/api/play';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound, unauthenticated, validationError } from '../../http/errors.ts';
import { listWallets } from '../ledger/ledger.service.ts';
import { assertMayStartPlay, assertPlayLimitLeft } from '../limits/limits.service.ts';
import {
  closeOpenSessions,
  findLaunchableGame,
  findSessionByToken,
  insertSession,
  type LaunchableGame,
} from './game-sessions.repository.ts';

/** Who opens the game: the signed-in player (null for a guest) and the providers hidden in their country. */
export interface Launcher {
  playerId: number | null;
  hiddenProviders: readonly string[];
}

const newLaunchToken = (): string => randomBytes(24).toString('base64url');

/** The wallet a real session plays from: the one asked for (else the active one), which the game must take. */
async function realCurrency(
  deps: AppDeps,
  playerId: number,
  game: LaunchableGame,
  asked: string | undefined,
): Promise<string> {
  const wallets = await listWallets(deps.db, playerId);
  const currency = asked ?? wallets[0]?.currency;
  const hasWallet = wallets.some((wallet) => wallet.currency === currency);
  if (currency === undefined || !hasWallet || !game.currencies.includes(currency))
    throw validationError({ currency: [VALIDATION.CURRENCY_INVALID] });
  return currency;
}

/**
 * POST /api/game_sessions: a launch token for the studio's iframe. Real play needs a signed-in player outside a
 * break, in a wallet the game takes, and replaces the player's open sessions of that game; demo (FUN money) needs the
 * game's demo and is open to guests.
 */
export async function openGameSession(
  deps: AppDeps,
  launcher: Launcher,
  body: GameSessionBody,
  now = new Date(),
): Promise<GameSession> {
  const game = await findLaunchableGame(deps.db, body.game_identifier);
  if (!game || launcher.hiddenProviders.includes(game.provider)) throw notFound('game not found');
  const { playerId } = launcher;
  let currency = DEMO_CURRENCY;
  if (body.mode === 'real') {
    if (playerId === null) throw unauthenticated();
    await assertMayStartPlay(deps.db, playerId, now);
    currency = await realCurrency(deps, playerId, game, body.currency);
    await assertPlayLimitLeft(deps.db, playerId, currency, now);
  } else if (!game.currencies.includes(DEMO_CURRENCY)) {
    throw validationError({ mode: [VALIDATION.INVALID_VALUE] });
  }
  const token = newLaunchToken();
  const { id } = await inTransaction(deps, async (trx) => {
    if (body.mode === 'real' && playerId !== null)
      await closeOpenSessions(trx, playerId, game.id, 'replaced', now);
    return insertSession(trx, {
      token,
      player_id: playerId,
      game_id: game.id,
      game_identifier: game.identifier,
      currency,
      mode: body.mode,
      created_at: now,
      last_activity_at: now,
    });
  });
  return { id, game_url: `/studio/${token}`, mode: body.mode, currency };
}

/** GET /api/game_sessions/{token}/context: what the studio's server needs to play a launch token. */
export async function gameSessionContext(
  deps: AppDeps,
  token: string,
): Promise<GameSessionContext> {
  const session = await findSessionByToken(deps.db, token);
  if (!session) throw notFound('unknown launch token');
  return {
    session_id: String(session.id),
    player_id: session.player_id === null ? null : String(session.player_id),
    nickname: session.nickname,
    currency: session.currency,
    mode: session.mode,
    game_identifier: session.game_identifier,
    status: session.status,
  };
}
