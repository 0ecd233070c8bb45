import type { GeoAccess } from '@casino/domain/geo';

/** The toast of spec 01 section 8 / spec 02 section 8: "warning 'OOPS.RESTRICTED_GEO' for restricted guests". */
export const RESTRICTED_GEO_TOAST = { kind: 'warning', text: 'OOPS.RESTRICTED_GEO' } as const;
/** Session storage key: the warning is given once per browser session, not on every page load. */
export const GEO_WARNING_SHOWN_KEY = 'restricted_geo_warned';

/**
 * Spec 01 section 1: "Estonian and some other partially restricted countries show a restricted-geo warning to
 * guests" (the full 451 restriction too). Signed-in players are not warned; a guest is warned once per session.
 */
export function geoWarningDue({
  loggedIn,
  access,
  shownThisSession,
}: {
  loggedIn: boolean;
  access: GeoAccess;
  shownThisSession: boolean;
}): boolean {
  return !loggedIn && access.showRestrictedWarning && !shownThisSession;
}
