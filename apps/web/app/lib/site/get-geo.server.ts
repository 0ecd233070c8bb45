import type { ApiClient } from '@casino/api/client';
import { currentIpSchema } from '@casino/api/misc';
import { z } from 'zod';
import { swallow } from '~/lib/server/swallow.server';
import { RESTRICTIONS, accessFor, type GeoAccess, type Restriction } from '~/lib/guards/geo';

// `restriction` is our addition to GET /api/current_ip (docs/decisions.md); absent means none.
const currentIpWithRestriction = currentIpSchema.extend({
  restriction: z.enum(RESTRICTIONS).optional(),
});

export interface Geo {
  country: string;
  restriction: Restriction;
  access: GeoAccess;
}

/** The visitor's country and what its restriction allows a guest (spec 01 section 1, spec 02 section 5). */
export async function getGeo(api: ApiClient, fallbackCountry: string): Promise<Geo> {
  const ip = await swallow(
    '/api/current_ip',
    () => api.request('GET', '/api/current_ip', { schema: currentIpWithRestriction }),
    null,
  );
  const country = ip?.country_code ?? fallbackCountry;
  const restriction = ip?.restriction ?? 'none';
  return { country, restriction, access: accessFor(restriction, country) };
}
