import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
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
    const here =
      Array.isArray(rule) &&
      rule.some((code) => typeof code === 'string' && code.toUpperCase() === country);
    if (everywhere || here) hidden.push(canonicalProvider(provider));
  }
  return hidden;
}

/**
 * The providers a document hides in every country alike, or null when one of its rules names countries (then the
 * visitor's country decides).
 */
export function hiddenInEveryCountry(document: unknown): string[] | null {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return [];
  const rules = Object.values(document).slice(0, MAX_DISABLED_PROVIDERS);
  if (rules.some((rule) => Array.isArray(rule) && rule.some((code) => typeof code === 'string')))
    return null;
  return disabledProvidersIn(document, '');
}

/** The providers-config document as stored (null when there is none). */
export async function readProvidersConfig(db: Db): Promise<unknown> {
  const row = await db
    .selectFrom('fe_configs')
    .select('document')
    .where('name', '=', PROVIDERS_CONFIG)
    .executeTakeFirst();
  return row ? row.document : null;
}

/**
 * The providers whose games this visitor may not see under a providers-config `document`. Bots (so search engines
 * index the whole catalogue) and the all-providers flag (`without_territorial_restrictions`) skip the filter
 * (spec 01 section 5).
 */
export function hiddenProvidersUnder(
  document: unknown,
  deps: AppDeps,
  request: FastifyRequest,
  withoutRestrictions = false,
): string[] {
  if (withoutRestrictions || document === null || isbot(request.headers['user-agent'] ?? ''))
    return [];
  return disabledProvidersIn(document, countryOf(request, deps.config));
}

/** The providers whose games this visitor may not see, by the stored providers-config document. */
export async function hiddenProvidersFor(
  deps: AppDeps,
  request: FastifyRequest,
  withoutRestrictions = false,
): Promise<string[]> {
  if (withoutRestrictions || isbot(request.headers['user-agent'] ?? '')) return [];
  return hiddenProvidersUnder(await readProvidersConfig(deps.db), deps, request);
}
