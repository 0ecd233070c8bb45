import type { TwoFactorState } from '@casino/api/auth';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { brandName } from '../mail/links.ts';
import { consumeAuthRate } from './auth-rate-limits.ts';
import { verifyPassword } from './passwords.ts';
import { acceptTotpCode } from './second-factor.ts';
import { generateTotpSecret, otpauthUrl } from './totp.ts';

const ENABLED: TwoFactorState = { secret: null, otpauth_url: null, enabled: true };
const DISABLED: TwoFactorState = { secret: null, otpauth_url: null, enabled: false };

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
    secret,
    otpauth_url: otpauthUrl(secret, player.email, brandName(deps.config)),
    enabled: false,
  };
}

/** POST /api/v2/player/two_factor: a code from the pending secret proves the app holds it; then 2FA is on. */
export async function enableTwoFactor(
  deps: AppDeps,
  playerId: number,
  otpAttempt: string,
): Promise<TwoFactorState> {
  await consumeAuthRate(deps.db, 'secondFactorPerPlayer', String(playerId));
  const player = await loadTwoFactor(deps.db, playerId);
  if (player.two_factor_enabled) return ENABLED;
  const pending = player.two_factor_pending_secret;
  if (!pending || !(await acceptTotpCode(deps.db, playerId, pending, otpAttempt)))
    throw validationError({ otp_attempt: [VALIDATION.OTP_INVALID] });
  await deps.db
    .updateTable('players')
    .set({ two_factor_secret: pending, two_factor_pending_secret: null, two_factor_enabled: true })
    .where('id', '=', playerId)
    .execute();
  return ENABLED;
}

/** DELETE /api/v2/player/two_factor: needs the current code or the password, so a borrowed session cannot turn it off. */
export async function disableTwoFactor(
  deps: AppDeps,
  playerId: number,
  proof: { otp_attempt?: string | undefined; password?: string | undefined },
): Promise<TwoFactorState> {
  await consumeAuthRate(deps.db, 'secondFactorPerPlayer', String(playerId));
  const player = await loadTwoFactor(deps.db, playerId);
  if (!player.two_factor_enabled) return DISABLED;
  if (proof.otp_attempt !== undefined) {
    if (
      !player.two_factor_secret ||
      !(await acceptTotpCode(deps.db, playerId, player.two_factor_secret, proof.otp_attempt))
    )
      throw validationError({ otp_attempt: [VALIDATION.OTP_INVALID] });
  } else if (proof.password !== undefined) {
    if (!(await verifyPassword(player.password_hash, proof.password)))
      throw validationError({ password: [VALIDATION.CURRENT_PASSWORD_INVALID] });
  } else {
    throw validationError({ otp_attempt: [VALIDATION.OTP_REQUIRED] });
  }
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
