import type { Transaction } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorRole } from '@casino/api/backoffice';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { hashToken, isSecureRequest, newSessionToken } from '../../http/session.ts';

/** The operator's own cookie, apart from the player's: a player's session never opens the back office. */
export const OPERATOR_COOKIE = 'casino_operator';
export const SECURE_OPERATOR_COOKIE = `__Host-${OPERATOR_COOKIE}`;
/** An operator session ends after 30 idle minutes, and 12 hours after the sign-in however busy (one shift). */
export const OPERATOR_IDLE_TTL_MS = 30 * 60 * 1000;
export const OPERATOR_ABSOLUTE_TTL_MS = 12 * 3600 * 1000;
/** The password was right, the code is awaited: ten minutes, never extended. */
export const OPERATOR_PENDING_TTL_MS = 10 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

/** The operator behind this request's back-office cookie (a pending one has only passed the password). */
export interface OperatorSession {
  /** sha256 of the cookie token. */
  id: string;
  operatorId: number;
  email: string;
  name: string;
  role: OperatorRole;
  otpPending: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    operatorSession: OperatorSession | null;
  }
}

export function operatorCookieName(request: FastifyRequest, config: AppConfig): string {
  return isSecureRequest(request, config) ? SECURE_OPERATOR_COOKIE : OPERATOR_COOKIE;
}

/** SameSite=Strict: no other site can make the browser send it, not even a top-level link into the back office. */
function cookieOptions(request: FastifyRequest, config: AppConfig, maxAgeMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: isSecureRequest(request, config),
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

function expiryOf(createdAt: number, otpPending: boolean, now = Date.now()): Date {
  if (otpPending) return new Date(createdAt + OPERATOR_PENDING_TTL_MS);
  return new Date(Math.min(now + OPERATOR_IDLE_TTL_MS, createdAt + OPERATOR_ABSOLUTE_TTL_MS));
}

/** Who is signing in, from where: what a new session records, and the session this browser holds now. */
export interface SessionSource {
  ip: string;
  userAgent: string | null;
  currentSessionId: string | null;
}

export function sessionSourceOf(request: FastifyRequest): SessionSource {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    currentSessionId: request.operatorSession?.id ?? null,
  };
}

/**
 * A fresh operator session in `trx` (the one this browser held is deleted: rotation at each step); the route sets its
 * cookie once the transaction has committed. Returns the cookie's token, the only copy of the session id.
 */
export async function insertOperatorSession(
  trx: Transaction<Database>,
  source: SessionSource,
  operatorId: number,
  otpPending: boolean,
): Promise<string> {
  if (source.currentSessionId)
    await trx.deleteFrom('operator_sessions').where('id', '=', source.currentSessionId).execute();
  const token = newSessionToken();
  const now = Date.now();
  await trx
    .insertInto('operator_sessions')
    .values({
      id: hashToken(token),
      operator_id: operatorId,
      created_at: new Date(now),
      last_seen_at: new Date(now),
      expires_at: expiryOf(now, otpPending, now),
      ip: source.ip,
      user_agent: source.userAgent,
      otp_pending: otpPending,
    })
    .execute();
  return token;
}

export function setOperatorCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  otpPending: boolean,
): void {
  const maxAge = otpPending ? OPERATOR_PENDING_TTL_MS : OPERATOR_ABSOLUTE_TTL_MS;
  reply.setCookie(
    operatorCookieName(request, config),
    token,
    cookieOptions(request, config, maxAge),
  );
}

export function clearOperatorCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
): void {
  request.operatorSession = null;
  reply.clearCookie(operatorCookieName(request, config), cookieOptions(request, config, 0));
}

/** Codes a pending operator session may try before it is deleted. */
export const OPERATOR_OTP_ATTEMPTS = 5;

/** Counts a code before it is checked (parallel codes cannot slip past): attempts left, or null if none was. */
export async function takeOperatorOtpAttempt(db: Db, sessionId: string): Promise<number | null> {
  const row = await db
    .updateTable('operator_sessions')
    .set((eb) => ({ otp_attempts: eb('otp_attempts', '+', 1) }))
    .where('id', '=', sessionId)
    .where('otp_pending', '=', true)
    .where('otp_attempts', '<', OPERATOR_OTP_ATTEMPTS)
    .returning('otp_attempts')
    .executeTakeFirst();
  return row ? OPERATOR_OTP_ATTEMPTS - row.otp_attempts : null;
}

/**
 * Resolves the operator cookie for the back-office routes only (registered in their scope). A disabled operator's
 * sessions stop at once; expiry slides with use up to the absolute end, a pending session never slides.
 */
export function registerOperatorSessions(scope: FastifyInstance, db: Db, config: AppConfig): void {
  scope.decorateRequest('operatorSession', null);
  scope.addHook('onRequest', async (request) => {
    const token = request.cookies[operatorCookieName(request, config)];
    if (!token || token.length > 64) return;
    const id = hashToken(token);
    const row = await db
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select([
        's.operator_id',
        's.otp_pending',
        's.created_at',
        's.last_seen_at',
        's.expires_at',
        'o.email',
        'o.name',
        'o.role',
      ])
      .where('s.id', '=', id)
      .where('o.disabled_at', 'is', null)
      .executeTakeFirst();
    const now = Date.now();
    if (!row || row.expires_at.getTime() <= now) return;
    request.operatorSession = {
      id,
      operatorId: row.operator_id,
      email: row.email,
      name: row.name,
      role: row.role,
      otpPending: row.otp_pending,
    };
    if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      const slide = row.otp_pending
        ? {}
        : { expires_at: expiryOf(row.created_at.getTime(), false, now) };
      await db
        .updateTable('operator_sessions')
        .set({ last_seen_at: new Date(now), ...slide })
        .where('id', '=', id)
        .execute();
    }
  });
}

/** Housekeeping: expired operator sessions can never be used again (the cookie lookup refuses them). */
export async function deleteExpiredOperatorSessions(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('operator_sessions')
    .where('expires_at', '<=', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
