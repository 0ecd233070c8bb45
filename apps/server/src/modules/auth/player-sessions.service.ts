import type { PlayerSession } from '@casino/api/auth';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { endSession } from '../../http/session.ts';
import type { HttpExchange } from './auth-session.ts';

async function activeSessions(deps: AppDeps, playerId: number) {
  return deps.db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'created_at', 'last_seen_at', 'ip', 'country', 'user_agent'])
    .where('player_id', '=', playerId)
    .where('otp_pending', '=', false)
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** GET /api/player/sessions: where the player is signed in, the current browser marked. */
export async function listPlayerSessions(
  deps: AppDeps,
  playerId: number,
  currentSessionId: string,
): Promise<PlayerSession[]> {
  const rows = await activeSessions(deps, playerId);
  return rows.map((row) => ({
    id: row.public_id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    ip: row.ip,
    country: row.country,
    user_agent: row.user_agent,
    current: row.id === currentSessionId,
  }));
}

/** DELETE /api/player/sessions/{id}: signs one browser out; closing the current one also clears this cookie. */
export async function closePlayerSession(
  deps: AppDeps,
  http: HttpExchange,
  playerId: number,
  publicId: number,
): Promise<void> {
  const rows = await activeSessions(deps, playerId);
  const target = rows.find((row) => row.public_id === publicId);
  if (!target) throw notFound('Session not found');
  if (target.id === http.request.session?.id) {
    await endSession(deps.db, deps.config, http.request, http.reply);
    return;
  }
  await deps.db
    .deleteFrom('sessions')
    .where('id', '=', target.id)
    .where('player_id', '=', playerId)
    .execute();
}
