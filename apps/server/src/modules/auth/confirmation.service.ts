import type { Player } from '@casino/api/player';
import { geoAccess } from '@casino/domain/geo';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import { validationError } from '../../http/errors.ts';
import { serializePlayer } from '../player/player.serializer.ts';
import { countryOf } from '../geo/geo.service.ts';
import { queueConfirmationEmail } from './auth-emails.ts';
import { consumeAddressRate, consumeAuthRate } from './auth-rate-limits.ts';
import { signInPlayer, type HttpExchange } from './auth-session.ts';
import { consumeToken, issueToken } from './auth-tokens.ts';
import { findCountry, findCredentialsById, findMailProfileByEmail, markConfirmed } from './auth.repository.ts';

/** Following the link signs the player in, unless 2FA guards the account or the visitor's country forbids login. */
async function maySignInByLink(deps: AppDeps, http: HttpExchange, playerId: number): Promise<boolean> {
  const session = http.request.session;
  if (session && !session.otpPending && session.playerId === playerId) return false;
  const player = await findCredentialsById(deps.db, playerId);
  if (!player || player.two_factor_enabled) return false;
  const country = countryOf(http.request, deps.config);
  const restriction = (await findCountry(deps.db, country))?.restriction ?? 'none';
  return geoAccess(restriction, country).canSignIn;
}

/** GET /api/users/confirmation?confirmation_token=...: confirms the address and answers the User. */
export async function confirmEmail(deps: AppDeps, http: HttpExchange, token: string): Promise<Player> {
  const playerId = await deps.db.transaction().execute(async (trx) => {
    const id = await consumeToken(trx, token, 'confirmation');
    if (id !== null) await markConfirmed(trx, id);
    return id;
  });
  if (playerId === null) throw validationError({ confirmation_token: [VALIDATION.TOKEN_INVALID] });
  if (await maySignInByLink(deps, http, playerId)) await signInPlayer(deps, http, playerId);
  return serializePlayer(deps.db, playerId);
}

/**
 * POST /api/users/confirmation: sends a fresh link. Spec 01 section 8 wants the 422 on the email field for an unknown
 * or already confirmed address, which tells whether an address is registered; the per-IP and per-address limits keep
 * that from being used to sweep addresses.
 */
export async function resendConfirmation(deps: AppDeps, http: HttpExchange, email: string): Promise<void> {
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
