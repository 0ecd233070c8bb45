import type { FastifyRequest } from 'fastify';
import { geoAccess, RESTRICTED_MESSAGES } from '@casino/domain/geo';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../http/errors.ts';
import { countryOf } from '../geo/geo.service.ts';
import { findCountry } from './auth.repository.ts';

/**
 * Refuses registration or login from a restricted geography with 403 and the spec's message (spec 01 section 2,
 * not-allowed-for-451 routes); the browser shows the same message, the server is the one that enforces it.
 * Answers the visitor's country.
 */
export async function assertGeoAllows(
  deps: AppDeps,
  request: FastifyRequest,
  action: 'registration' | 'login',
): Promise<string> {
  const country = countryOf(request, deps.config);
  const row = await findCountry(deps.db, country);
  const access = geoAccess(row?.restriction ?? 'none', country);
  const allowed = action === 'registration' ? access.canSignUp : access.canSignIn;
  if (!allowed) throw new DomainError('RestrictedGeo', RESTRICTED_MESSAGES[action]);
  return country;
}
