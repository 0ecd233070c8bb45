import { geoAccess, type GeoAccess, type GeoRestriction } from '@casino/domain/geo';

export type { GeoAccess };
/** Restriction of the visitor's country (countries.restriction on the server; spec 01 section 1). */
export type Restriction = GeoRestriction;

export const RESTRICTIONS = ['none', 'partial', 'full'] as const satisfies readonly Restriction[];

/** What a guest from this geo may do; the server enforces the same rules on sign-in and sign-up. */
export function accessFor(restriction: Restriction, country: string): GeoAccess {
  return geoAccess(restriction, country);
}
