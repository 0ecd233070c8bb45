import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { signJwt } from './jwt.ts';

/** How long a connection token lives; the client asks for a new one (refresh) before it ends. */
export const REALTIME_TOKEN_TTL_SECONDS = 10 * 60;
/** The reference client's new flow names channels `ws:<client_name>:<channel>`. */
export const REALTIME_CLIENT_NAME = 'casino';
export const REALTIME_PATH = '/connection/websocket';

/**
 * A connection token for a player (sub: the player id; sid: the session's public number, so signing out closes the
 * sockets) or for a guest (sub ''), who may join the public channels only.
 */
export function issueRealtimeToken(
  secret: string,
  player: { playerId: number; sessionPublicId: number } | null,
  nowMs = Date.now(),
): string {
  const now = Math.floor(nowMs / 1000);
  return signJwt(
    {
      sub: player ? String(player.playerId) : '',
      iat: now,
      exp: now + REALTIME_TOKEN_TTL_SECONDS,
      ...(player ? { sid: String(player.sessionPublicId) } : {}),
    },
    secret,
  );
}

/** Whether the session a token names is still signed in (not expired, not deleted, not waiting for its 2FA code). */
export async function isSessionAlive(db: Db, sid: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(sid)) return false;
  const row = await db
    .selectFrom('sessions')
    .select('public_id')
    .where('public_id', '=', Number(sid))
    .where('otp_pending', '=', false)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}
