import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { startSession } from '../../http/session.ts';
import { recordSignIn } from './auth.repository.ts';
import { countryOf } from '../geo/geo.service.ts';

/** The request and reply a service needs to start or end the player's session cookie. */
export interface HttpExchange {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Signs the player in: a fresh session (the old one of this browser is destroyed) and the sign-in bookkeeping. */
export async function signInPlayer(
  deps: AppDeps,
  http: HttpExchange,
  playerId: number,
): Promise<void> {
  await startSession(deps.db, deps.config, http.request, http.reply, playerId, {
    country: countryOf(http.request, deps.config),
  });
  await recordSignIn(deps.db, playerId);
}

/** The password was right but the account has 2FA: a ten-minute session that only entitles the second step. */
export async function startOtpPendingSession(
  deps: AppDeps,
  http: HttpExchange,
  playerId: number,
): Promise<void> {
  await startSession(deps.db, deps.config, http.request, http.reply, playerId, {
    otpPending: true,
    country: countryOf(http.request, deps.config),
  });
}
