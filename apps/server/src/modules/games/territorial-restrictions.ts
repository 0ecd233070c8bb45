import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { AppDeps } from '../../deps.ts';
import { countryOf } from '../geo/geo.service.ts';
import { canonicalProvider } from './provider-alias.ts';

/** Spec 01 section 5 and spec 02 section 5: disabled providers are capped to 10 keys. */
export const MAX_DISABLED_PROVIDERS = 10;
export const PROVIDERS_CONFIG = 'providers-config';

/**
 * Providers hidden in `country` by a providers-config document ({provider: 'all' | [countries]}, spec 03 section 2):
 * 'all' hides everywhere, a list hides in those countries. Only the first 10 keys count; malformed entries are ignored.
 */
export function disabledProvidersIn(document: unknown, country: string): string[] {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return [];
  const hidden: string[] = [];
  for (const [provider, rule] of Object.entries(document).slice(0, MAX_DISABLED_PROVIDERS)) {
    const everywhere = rule === 'all';
    const here = Array.isArray(rule) && rule.some((code) => typeof code === 'string' && code.toUpperCase() === country);
    if (everywhere || here) hidden.push(canonicalProvider(provider));
  }
  return hidden;
}

/**
 * The providers whose games this visitor may not see. Bots (so search engines index the whole catalogue) and the
 * all-providers flag (`without_territorial_restrictions`) skip the filter (spec 01 section 5).
 */
export async function hiddenProvidersFor(deps: AppDeps, request: FastifyRequest, withoutRestrictions = false): Promise<string[]> {
  if (withoutRestrictions || isbot(request.headers['user-agent'] ?? '')) return [];
  const row = await deps.db.selectFrom('fe_configs').select('document').where('name', '=', PROVIDERS_CONFIG).executeTakeFirst();
  return row ? disabledProvidersIn(row.document, countryOf(request, deps.config)) : [];
}
