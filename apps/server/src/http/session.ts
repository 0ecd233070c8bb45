import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { AppConfig } from '../config.ts';
import { unauthenticated } from './errors.ts';

export const SESSION_COOKIE = 'casino_session';
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session waiting for its 2FA code lives ten minutes from the password, however it is used meanwhile. */
export const OTP_PENDING_TTL_MS = 10 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

const ttlOf = (otpPending: boolean): number => (otpPending ? OTP_PENDING_TTL_MS : SESSION_TTL_MS);

export interface RequestSession {
  /** sha256 of the cookie token: the database never holds a usable session id. */
  id: string;
  playerId: number;
  otpPending: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** 128 random bits, base64url: the only copy of the session id lives in the player's cookie. */
export const newSessionToken = (): string => randomBytes(16).toString('base64url');

function cookieOptions(config: AppConfig, ttlMs = SESSION_TTL_MS) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    maxAge: ttlMs / 1000,
  };
}

/** Creates a fresh session (rotation: any previous one of this request is destroyed) and sets its cookie. */
export async function startSession(
  db: Db,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: number,
  otpPending = false,
): Promise<RequestSession> {
  if (request.session)
    await db.deleteFrom('sessions').where('id', '=', request.session.id).execute();
  const token = newSessionToken();
  const id = hashToken(token);
  await db
    .insertInto('sessions')
    .values({
      id,
      player_id: playerId,
      expires_at: new Date(Date.now() + ttlOf(otpPending)),
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
      otp_pending: otpPending,
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, ttlOf(otpPending)));
  request.session = { id, playerId, otpPending };
  return request.session;
}

export async function endSession(
  db: Db,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.session)
    await db.deleteFrom('sessions').where('id', '=', request.session.id).execute();
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** The signed-in player's id, or 401. A session waiting for its 2FA code does not count as signed in. */
export function requirePlayerId(request: FastifyRequest): number {
  if (!request.session || request.session.otpPending) throw unauthenticated();
  return request.session.playerId;
}

/**
 * Resolves the session cookie on every request; sliding expiry, touched at most every 5 minutes. A session waiting for
 * its 2FA code does not slide: it would keep a half-open session (password known, code not yet) alive for good.
 */
export function registerSessions(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 64) return;
    const id = hashToken(token);
    const row = await db
      .selectFrom('sessions')
      .select(['player_id', 'otp_pending', 'last_seen_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.expires_at.getTime() <= Date.now()) return;
    request.session = { id, playerId: row.player_id, otpPending: row.otp_pending };
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      const slide = row.otp_pending ? {} : { expires_at: new Date(Date.now() + SESSION_TTL_MS) };
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(), ...slide })
        .where('id', '=', id)
        .execute();
    }
  });
}
