import type { Operator, OperatorSignInBody } from '@casino/api/backoffice';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, unauthenticated, validationError } from '../../http/errors.ts';
import { consumeAuthRate, countSignInAttempt } from '../auth/credentials.service.ts';
import { verifyDecoyPassword, verifyPassword } from '../auth/credentials.service.ts';
import { writeAudit } from './audit-log.ts';
import { hasPermission } from './backoffice-permissions.ts';
import {
  insertOperatorSession,
  takeOperatorOtpAttempt,
  type OperatorSession,
  type SessionSource,
} from './operator-session.ts';
import {
  acceptOperatorCode,
  findActiveOperator,
  findActiveOperatorByEmail,
} from './operators.repository.ts';

/** The per-account failure cap of player sign-ins, in buckets of its own: no count shared with a player. */
const failureKey = (email: string) => `operator:${email.trim().toLowerCase()}`;

export function operatorOf(
  session: Pick<OperatorSession, 'operatorId' | 'email' | 'name' | 'role'>,
): Operator {
  return {
    id: session.operatorId,
    email: session.email,
    name: session.name,
    role: session.role,
    can_decide_cashouts: hasPermission(session.role, 'cashouts:decide'),
  };
}

/**
 * Step one: e-mail and password. A wrong address and a wrong password get one answer (and spend the same argon2 time);
 * a right password opens a pending session that entitles only the code step. Returns the new cookie's token.
 */
export async function startOperatorSignIn(
  deps: AppDeps,
  source: SessionSource,
  body: OperatorSignInBody,
): Promise<string> {
  await consumeAuthRate(deps.db, 'operatorSignInPerIp', source.ip);
  const attempt = await countSignInAttempt(deps.db, failureKey(body.email));
  const operator = await findActiveOperatorByEmail(deps.db, body.email);
  const matches = operator
    ? await verifyPassword(operator.password_hash, body.password)
    : await verifyDecoyPassword(body.password);
  if (!operator || !matches) throw validationError({ password: [VALIDATION.CREDENTIALS_INVALID] });
  await attempt.forgive();
  return inTransaction(deps, (trx) => insertOperatorSession(trx, source, operator.id, true));
}

/** Thrown when the fifth wrong code (or a code after it) ends the pending sign-in: the route clears the cookie. */
export const codeAttemptsExceeded = () =>
  validationError({ code: [VALIDATION.OTP_ATTEMPTS_EXCEEDED] });

export function endsPendingSignIn(error: unknown): boolean {
  return (
    error instanceof DomainError &&
    error.fields?.code?.includes(VALIDATION.OTP_ATTEMPTS_EXCEEDED) === true
  );
}

async function endPendingSession(deps: AppDeps, sessionId: string): Promise<never> {
  await deps.db.deleteFrom('operator_sessions').where('id', '=', sessionId).execute();
  throw codeAttemptsExceeded();
}

/**
 * Step two: the authenticator's code for the pending session. Each code is counted before it is checked (five, then
 * the session dies and the operator starts again from the password) and counts toward the account's failure cap.
 * The signed-in session replaces the pending one in the transaction that writes the sign-in's audit entry.
 */
export async function completeOperatorSignIn(
  deps: AppDeps,
  source: SessionSource,
  pending: OperatorSession | null,
  code: string,
): Promise<{ token: string; operator: Operator }> {
  await consumeAuthRate(deps.db, 'operatorSignInPerIp', source.ip);
  if (!pending?.otpPending) throw unauthenticated();
  const operator = await findActiveOperator(deps.db, pending.operatorId);
  if (!operator) throw unauthenticated();
  const left = await takeOperatorOtpAttempt(deps.db, pending.id);
  if (left === null) return endPendingSession(deps, pending.id);
  const attempt = await countSignInAttempt(deps.db, failureKey(operator.email));
  const token = await inTransaction(deps, async (trx) => {
    if (!(await acceptOperatorCode(trx, operator.id, operator.totp_secret, code))) return null;
    const fresh = await insertOperatorSession(trx, source, operator.id, false);
    await writeAudit(trx, {
      operatorId: operator.id,
      action: 'operator.sign_in',
      subjectType: 'operator',
      subjectId: operator.id,
      details: { user_agent: source.userAgent },
      ip: source.ip,
    });
    return fresh;
  });
  if (token === null) {
    if (left === 0) return endPendingSession(deps, pending.id);
    throw validationError({ code: [VALIDATION.OTP_INVALID] });
  }
  await attempt.forgive();
  return {
    token,
    operator: operatorOf({
      operatorId: operator.id,
      email: operator.email,
      name: operator.name,
      role: operator.role,
    }),
  };
}

/** Ends the operator's session, with its audit entry in the same transaction; signing out twice is fine. */
export async function signOutOperator(
  deps: AppDeps,
  session: OperatorSession | null,
  ip: string,
): Promise<void> {
  if (!session) return;
  await inTransaction(deps, async (trx) => {
    const ended = await trx
      .deleteFrom('operator_sessions')
      .where('id', '=', session.id)
      .executeTakeFirst();
    if (ended.numDeletedRows === 0n || session.otpPending) return;
    await writeAudit(trx, {
      operatorId: session.operatorId,
      action: 'operator.sign_out',
      subjectType: 'operator',
      subjectId: session.operatorId,
      ip,
    });
  });
}
