import type { Player } from '@casino/api/player';
import type { SignInUser } from '@casino/api/auth';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import { unauthenticated, validationError } from '../../http/errors.ts';
import { endSession, takeOtpAttempt } from '../../http/session.ts';
import { serializePlayer } from '../player/player.service.ts';
import { consumeAuthRate, countSignInAttempt } from './auth-rate-limits.ts';
import { signInPlayer, startOtpPendingSession, type HttpExchange } from './auth-session.ts';
import {
  findCredentialsByEmail,
  findCredentialsById,
  type Credentials,
} from './auth.repository.ts';
import { verifyDecoyPassword, verifyPassword } from './passwords.ts';
import { acceptTotpCode } from './second-factor.ts';
import { assertGeoAllows } from './geo-gate.ts';

/**
 * A wrong address and a wrong password get the same answer: 422 on the password field (the form shows it under the
 * password), never revealing whether the address has an account.
 */
const credentialsInvalid = () => validationError({ password: [VALIDATION.CREDENTIALS_INVALID] });
const otpInvalid = () => validationError({ otp_attempt: [VALIDATION.OTP_INVALID] });

/** A wrong code is a failed sign-in like a wrong password: its counted attempt is not forgiven. */
async function checkSecondFactor(
  deps: AppDeps,
  player: Credentials,
  otpAttempt: string,
): Promise<void> {
  if (
    player.two_factor_secret &&
    (await acceptTotpCode(deps.db, player.id, player.two_factor_secret, otpAttempt))
  )
    return;
  throw otpInvalid();
}

/** Five wrong codes end a pending sign-in: the session goes and the player starts again with the password. */
async function otpExhausted(deps: AppDeps, http: HttpExchange): Promise<never> {
  await endSession(deps.db, deps.config, http.request, http.reply);
  throw validationError({ otp_attempt: [VALIDATION.OTP_ATTEMPTS_EXCEEDED] });
}

/** Step two of a 2FA sign-in: the browser holds an otp-pending session from step one and now sends the code. */
async function completeSecondStep(
  deps: AppDeps,
  http: HttpExchange,
  otpAttempt: string,
): Promise<Player> {
  const session = http.request.session;
  if (!session?.otpPending) throw unauthenticated();
  const player = await findCredentialsById(deps.db, session.playerId);
  if (!player) throw unauthenticated();
  const left = await takeOtpAttempt(deps.db, session.id);
  if (left === null) return otpExhausted(deps, http);
  const attempt = await countSignInAttempt(deps.db, player.email);
  try {
    await checkSecondFactor(deps, player, otpAttempt);
  } catch (error) {
    if (left === 0) return otpExhausted(deps, http);
    throw error;
  }
  await attempt.forgive();
  await signInPlayer(deps, http, player.id);
  return serializePlayer(deps.db, player.id);
}

/**
 * POST /api/users/sign_in (spec 01 section 7, spec 03 section 4). Order matters: the cheap refusals (IP rate, geo,
 * account lock) come before argon2; an unknown address still spends the argon2 time; only failures count toward the lock.
 */
export async function signIn(deps: AppDeps, http: HttpExchange, user: SignInUser): Promise<Player> {
  const { db } = deps;
  await consumeAuthRate(db, 'signInPerIp', http.request.ip);
  await assertGeoAllows(deps, http.request, 'login');
  const email = user.email?.trim() ?? '';
  const password = user.password ?? '';
  if (email === '' && password === '' && user.otp_attempt !== undefined)
    return completeSecondStep(deps, http, user.otp_attempt);
  if (email === '' || password === '') {
    throw validationError({
      ...(email === '' ? { email: [VALIDATION.REQUIRED] } : {}),
      ...(password === '' ? { password: [VALIDATION.REQUIRED] } : {}),
    });
  }

  // Counted as a failure up front (the account cap holds under parallel attempts); forgiven once the checks pass.
  const attempt = await countSignInAttempt(db, email);
  const player = await findCredentialsByEmail(db, email);
  const passwordMatches = player
    ? await verifyPassword(player.password_hash, password)
    : await verifyDecoyPassword(password);
  if (!player || !passwordMatches) throw credentialsInvalid();
  if (player.two_factor_enabled) {
    if (user.otp_attempt === undefined) {
      // The password was right: not a failure. The code that follows is an attempt of its own.
      await attempt.forgive();
      await startOtpPendingSession(deps, http, player.id);
      throw validationError({ otp_attempt: [VALIDATION.OTP_REQUIRED] });
    }
    await checkSecondFactor(deps, player, user.otp_attempt);
  }
  await attempt.forgive();
  await signInPlayer(deps, http, player.id);
  return serializePlayer(db, player.id);
}

/** DELETE /api/users/sign_out: the session row goes, the cookie is cleared; signing out twice is fine. */
export async function signOut(deps: AppDeps, http: HttpExchange): Promise<void> {
  await endSession(deps.db, deps.config, http.request, http.reply);
}
