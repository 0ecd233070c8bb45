import type { Player } from '@casino/api/player';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import { validationError } from '../../http/errors.ts';
import { serializePlayer } from '../player/player.service.ts';
import { queueConfirmationEmail } from './auth-emails.ts';
import { consumeAddressRate, consumeAuthRate } from './auth-rate-limits.ts';
import type { HttpExchange } from './auth-session.ts';
import { consumeToken, issueToken } from './auth-tokens.ts';
import { findMailProfileByEmail, markConfirmed } from './auth.repository.ts';

/**
 * GET /api/users/confirmation?confirmation_token=...: confirms the address and answers the User (spec 03 section 4).
 * It signs no one in and leaves the browser's session as it is: a link that signed in whoever opened it would let an
 * attacker sign a victim into the attacker's own account with the attacker's link (login CSRF), where the victim's
 * deposits and documents would then land. Registration already signed the player in; elsewhere they sign in with the
 * password. The User answered is no more than the token's holder could read after a password reset to that mailbox.
 */
export async function confirmEmail(deps: AppDeps, token: string): Promise<Player> {
  const playerId = await deps.db.transaction().execute(async (trx) => {
    const id = await consumeToken(trx, token, 'confirmation');
    if (id !== null) await markConfirmed(trx, id);
    return id;
  });
  if (playerId === null) throw validationError({ confirmation_token: [VALIDATION.TOKEN_INVALID] });
  return serializePlayer(deps.db, playerId);
}

/**
 * POST /api/users/confirmation: sends a fresh link. Spec 01 section 8 wants the 422 on the email field for an unknown
 * or already confirmed address, which tells whether an address is registered; the per-IP and per-address limits keep
 * that from being used to sweep addresses.
 */
export async function resendConfirmation(
  deps: AppDeps,
  http: HttpExchange,
  email: string,
): Promise<void> {
  await consumeAuthRate(deps.db, 'emailRequestPerIp', http.request.ip);
  await consumeAddressRate(deps.db, 'emailRequestPerAddress', email);
  const player = await findMailProfileByEmail(deps.db, email);
  if (!player) throw validationError({ email: [VALIDATION.EMAIL_NOT_FOUND] });
  if (player.confirmed_at) throw validationError({ email: [VALIDATION.EMAIL_ALREADY_CONFIRMED] });
  await deps.db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, player.id, 'confirmation');
    await queueConfirmationEmail(trx, deps.config, player, token);
  });
}
