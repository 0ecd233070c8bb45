import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { AppConfig } from '../config.ts';
import { unauthenticated } from './errors.ts';

export const SESSION_COOKIE = 'casino_session';
/** Over https the cookie is `__Host-` prefixed: Secure, Path=/, no Domain, so no sibling host can plant one. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** A session unused this long ends (touching it slides the expiry). */
export const SESSION_IDLE_TTL_MS = 7 * 24 * 3600 * 1000;
/** However much it is used, a session ends this long after its sign-in (ASVS 5 V7.3.2). */
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session waiting for its 2FA code lives ten minutes from the password, however it is used meanwhile. */
export const OTP_PENDING_TTL_MS = 10 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

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

/**
 * Whether the site is served over https for this request: the public origin says so, or the request came over TLS,
 * directly or through a proxy TRUST_PROXY trusts (Fastify reads X-Forwarded-Proto only from trusted hops).
 */
export function isSecureRequest(request: FastifyRequest, config: AppConfig): boolean {
  return config.PUBLIC_ORIGIN?.startsWith('https://') === true || request.protocol === 'https';
}

/** The cookie this request's session lives in: only the `__Host-` one counts over https. */
export function sessionCookieName(request: FastifyRequest, config: AppConfig): string {
  return isSecureRequest(request, config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function cookieOptions(request: FastifyRequest, config: AppConfig, maxAgeMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, config),
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

/** The moment a session expires: idle time from now, never past its absolute end (or ten minutes, 2FA-pending). */
function expiryOf(createdAt: number, otpPending: boolean, now = Date.now()): Date {
  if (otpPending) return new Date(createdAt + OTP_PENDING_TTL_MS);
  return new Date(Math.min(now + SESSION_IDLE_TTL_MS, createdAt + SESSION_ABSOLUTE_TTL_MS));
}

export interface StartSessionOptions {
  otpPending?: boolean;
  /** Where the player signs in from, shown in the session list. */
  country?: string | null;
}

/** Creates a fresh session (rotation: any previous one of this request is destroyed) and sets its cookie. */
export async function startSession(
  db: Db,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: number,
  { otpPending = false, country = null }: StartSessionOptions = {},
): Promise<RequestSession> {
  if (request.session)
    await db.deleteFrom('sessions').where('id', '=', request.session.id).execute();
  const token = newSessionToken();
  const id = hashToken(token);
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id,
      player_id: playerId,
      created_at: new Date(now),
      expires_at: expiryOf(now, otpPending, now),
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
      otp_pending: otpPending,
      country,
    })
    .execute();
  // The cookie outlives no session: a pending one ten minutes, a signed-in one its absolute lifetime.
  const maxAge = otpPending ? OTP_PENDING_TTL_MS : SESSION_ABSOLUTE_TTL_MS;
  reply.setCookie(
    sessionCookieName(request, config),
    token,
    cookieOptions(request, config, maxAge),
  );
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
  reply.clearCookie(sessionCookieName(request, config), cookieOptions(request, config, 0));
}

/** Codes a 2FA-pending session may try before it is deleted and the player signs in again. */
export const OTP_ATTEMPTS_PER_SESSION = 5;

/**
 * Counts one code against a 2FA-pending session, before it is checked (parallel codes cannot slip past the limit):
 * the attempts still left after this one, or null when none was left.
 */
export async function takeOtpAttempt(db: Db, sessionId: string): Promise<number | null> {
  const row = await db
    .updateTable('sessions')
    .set((eb) => ({ otp_attempts: eb('otp_attempts', '+', 1) }))
    .where('id', '=', sessionId)
    .where('otp_pending', '=', true)
    .where('otp_attempts', '<', OTP_ATTEMPTS_PER_SESSION)
    .returning('otp_attempts')
    .executeTakeFirst();
  return row ? OTP_ATTEMPTS_PER_SESSION - row.otp_attempts : null;
}

/** The signed-in player's id, or 401. A session waiting for its 2FA code does not count as signed in. */
export function requirePlayerId(request: FastifyRequest): number {
  if (!request.session || request.session.otpPending) throw unauthenticated();
  return request.session.playerId;
}

/**
 * Resolves the session cookie on every request. Expiry slides with use (touched at most every 5 minutes) up to the
 * session's absolute end; a session waiting for its 2FA code does not slide: it would keep a half-open session
 * (password known, code not yet) alive for good.
 */
export function registerSessions(app: FastifyInstance, db: Db, config: AppConfig): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[sessionCookieName(request, config)];
    if (!token || token.length > 64) return;
    const id = hashToken(token);
    const row = await db
      .selectFrom('sessions')
      .select(['player_id', 'otp_pending', 'created_at', 'last_seen_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    const now = Date.now();
    if (!row || row.expires_at.getTime() <= now) return;
    if (now - row.created_at.getTime() >= SESSION_ABSOLUTE_TTL_MS) return;
    request.session = { id, playerId: row.player_id, otpPending: row.otp_pending };
    if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      const slide = row.otp_pending
        ? {}
        : { expires_at: expiryOf(row.created_at.getTime(), false, now) };
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now), ...slide })
        .where('id', '=', id)
        .execute();
    }
  });
}
