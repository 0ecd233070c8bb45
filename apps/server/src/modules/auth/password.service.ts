import { VALIDATION } from '@casino/domain/validation-keys';
import { validateNotCommonPassword } from '@casino/domain/common-passwords';
import type { AppDeps } from '../../deps.ts';
import { validationError } from '../../http/errors.ts';
import { hashToken } from '../../http/session.ts';
import { queuePasswordChangedEmail, queueResetPasswordEmail } from './auth-emails.ts';
import { consumeAddressRate, consumeAuthRate } from './auth-rate-limits.ts';
import type { HttpExchange } from './auth-session.ts';
import { consumeToken, issueToken } from './auth-tokens.ts';
import {
  deleteSessionsOf,
  findCredentialsById,
  findMailProfileByEmail,
  findMailProfileById,
  markConfirmed,
  updatePasswordHash,
} from './auth.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const tokenInvalid = () => validationError({ reset_password_token: [VALIDATION.TOKEN_INVALID] });

/**
 * POST /api/users/password: the same answer whether or not the address has an account; when it has, a one-time link
 * valid for two hours is queued. Limited per IP and per address so nobody can flood a mailbox.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  http: HttpExchange,
  email: string,
): Promise<void> {
  await consumeAuthRate(deps.db, 'emailRequestPerIp', http.request.ip);
  await consumeAddressRate(deps.db, 'emailRequestPerAddress', email);
  const player = await findMailProfileByEmail(deps.db, email);
  if (!player) return;
  await deps.db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, player.id, 'reset_password');
    await queueResetPasswordEmail(trx, deps.config, player, token);
  });
}

/** A new password on the breach lists is a 422 on the password field (issue 7), before any token or hash work. */
function refuseCommonPassword(password: string): void {
  const error = validateNotCommonPassword(password);
  if (error) throw validationError({ password: [error] });
}

/**
 * PUT /api/users/password: sets the new password with the e-mailed token, uses the token up and signs every browser
 * out. Reading the e-mail proves the address too, so an unconfirmed address becomes confirmed.
 */
export async function resetPassword(
  deps: AppDeps,
  http: HttpExchange,
  input: { token: string; password: string },
): Promise<void> {
  const { db } = deps;
  await consumeAuthRate(db, 'emailRequestPerIp', http.request.ip);
  refuseCommonPassword(input.password);
  // Checked before hashing so that random tokens cost no argon2 time; consumed again atomically below.
  const known = await db
    .selectFrom('auth_tokens')
    .select('token_hash')
    .where('token_hash', '=', hashToken(input.token))
    .where('purpose', '=', 'reset_password')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!known) throw tokenInvalid();
  const passwordHash = await hashPassword(input.password);
  const playerId = await db.transaction().execute(async (trx) => {
    const id = await consumeToken(trx, input.token, 'reset_password');
    if (id === null) return null;
    await updatePasswordHash(trx, id, passwordHash);
    await markConfirmed(trx, id);
    await deleteSessionsOf(trx, id);
    const profile = await findMailProfileById(trx, id);
    if (profile) await queuePasswordChangedEmail(trx, deps.config, profile);
    return id;
  });
  if (playerId === null) throw tokenInvalid();
  if (http.request.session?.playerId === playerId) http.request.session = null;
}

/** PUT /api/users: a signed-in player changes the password; every other session of the player ends. */
export async function changePassword(
  deps: AppDeps,
  http: HttpExchange,
  playerId: number,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const { db } = deps;
  await consumeAuthRate(db, 'passwordChangePerPlayer', String(playerId));
  refuseCommonPassword(input.password);
  const player = await findCredentialsById(db, playerId);
  if (!player || !(await verifyPassword(player.password_hash, input.currentPassword))) {
    throw validationError({ current_password: [VALIDATION.CURRENT_PASSWORD_INVALID] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, playerId, passwordHash);
    await deleteSessionsOf(trx, playerId, http.request.session?.id);
    const profile = await findMailProfileById(trx, playerId);
    if (profile) await queuePasswordChangedEmail(trx, deps.config, profile);
  });
}
