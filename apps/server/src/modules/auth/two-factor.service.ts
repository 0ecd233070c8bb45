import type { TwoFactorBody, TwoFactorState } from '@casino/api/auth';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { brandName } from '../mail/mail.service.ts';
import { consumeAuthRate, countSignInAttempt } from './auth-rate-limits.ts';
import { verifyPassword } from './passwords.ts';
import { acceptTotpCode } from './second-factor.ts';
import { generateTotpSecret, otpauthUrl } from './totp.ts';

const ENABLED: TwoFactorState = { otp_secret: null, data: null, enabled: true };
const DISABLED: TwoFactorState = { otp_secret: null, data: null, enabled: false };

async function loadTwoFactor(db: Db, playerId: number) {
  const row = await db
    .selectFrom('players')
    .select([
      'email',
      'password_hash',
      'two_factor_enabled',
      'two_factor_secret',
      'two_factor_pending_secret',
    ])
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!row) throw notFound('Player not found');
  return row;
}

/**
 * GET /api/v2/player/two_factor: while 2FA is off, the pending secret to scan (created on first ask, kept until
 * enabled so a reload shows the same QR code); once on, the secret is never shown again.
 */
export async function twoFactorState(deps: AppDeps, playerId: number): Promise<TwoFactorState> {
  const player = await loadTwoFactor(deps.db, playerId);
  if (player.two_factor_enabled) return ENABLED;
  let secret = player.two_factor_pending_secret;
  if (!secret) {
    secret = generateTotpSecret();
    await deps.db
      .updateTable('players')
      .set({ two_factor_pending_secret: secret })
      .where('id', '=', playerId)
      .execute();
  }
  return {
    otp_secret: secret,
    data: otpauthUrl(secret, player.email, brandName(deps.config)),
    enabled: false,
  };
}

/**
 * The current password, checked like a sign-in: a wrong one counts toward the account's failure cap (a stolen session
 * cannot guess its way through), a right one gives its count back.
 */
async function checkPassword(
  deps: AppDeps,
  player: { email: string; password_hash: string },
  password: string,
): Promise<void> {
  const attempt = await countSignInAttempt(deps.db, player.email);
  if (!(await verifyPassword(player.password_hash, password)))
    throw validationError({ password: [VALIDATION.CURRENT_PASSWORD_INVALID] });
  await attempt.forgive();
}

/**
 * POST /api/v2/player/two_factor: the current password, the secret being confirmed and a code from it prove both the
 * player and the authenticator app; then 2FA is on.
 */
export async function enableTwoFactor(
  deps: AppDeps,
  playerId: number,
  proof: TwoFactorBody,
): Promise<TwoFactorState> {
  await consumeAuthRate(deps.db, 'secondFactorPerPlayer', String(playerId));
  const player = await loadTwoFactor(deps.db, playerId);
  if (player.two_factor_enabled) return ENABLED;
  await checkPassword(deps, player, proof.password);
  const pending = player.two_factor_pending_secret;
  if (!pending || proof.otp_secret !== pending)
    throw validationError({ otp_secret: [VALIDATION.INVALID_VALUE] });
  if (!(await acceptTotpCode(deps.db, playerId, pending, proof.authentication_code)))
    throw validationError({ authentication_code: [VALIDATION.OTP_INVALID] });
  await deps.db
    .updateTable('players')
    .set({ two_factor_secret: pending, two_factor_pending_secret: null, two_factor_enabled: true })
    .where('id', '=', playerId)
    .execute();
  return ENABLED;
}

/**
 * DELETE /api/v2/player/two_factor: the current password and a current code, both in the body, so neither a borrowed
 * session nor a seen password alone turns it off.
 */
export async function disableTwoFactor(
  deps: AppDeps,
  playerId: number,
  proof: TwoFactorBody,
): Promise<TwoFactorState> {
  await consumeAuthRate(deps.db, 'secondFactorPerPlayer', String(playerId));
  const player = await loadTwoFactor(deps.db, playerId);
  if (!player.two_factor_enabled) return DISABLED;
  await checkPassword(deps, player, proof.password);
  if (
    !player.two_factor_secret ||
    !(await acceptTotpCode(deps.db, playerId, player.two_factor_secret, proof.authentication_code))
  )
    throw validationError({ authentication_code: [VALIDATION.OTP_INVALID] });
  await deps.db
    .updateTable('players')
    .set({
      two_factor_secret: null,
      two_factor_pending_secret: null,
      two_factor_enabled: false,
      two_factor_last_step: null,
    })
    .where('id', '=', playerId)
    .execute();
  return DISABLED;
}
