/** A country's restriction row (spec 01 section 1): `full` is the 451 country. */
export type GeoRestriction = 'none' | 'partial' | 'full';

export interface GeoAccess {
  canSignIn: boolean;
  canSignUp: boolean;
  /** 451: the login and registration popups may not even open (spec 02 section 6). */
  blocked451: boolean;
  /** The guest sees warning 'OOPS.RESTRICTED_GEO' (spec 01 sections 1 and 8). */
  showRestrictedWarning: boolean;
}

/** Spec 01 section 2: the texts shown when a 451 guest reaches a not-allowed-for-451 route. */
export const RESTRICTED_MESSAGES = {
  registration: 'Registration restricted in your country',
  login: 'Login not available in your country',
} as const;

/**
 * What a guest from `country` may do (spec 01 sections 1, 2, 6; spec 02 section 5): a full restriction
 * is 451 and blocks sign-in and sign-up; a partial one disables both and warns; Estonia (its own
 * licensed market) disables sign-up only and warns. Signed-in players are not limited by geo here.
 */
export function geoAccess(restriction: GeoRestriction, country: string): GeoAccess {
  if (restriction === 'full')
    return { canSignIn: false, canSignUp: false, blocked451: true, showRestrictedWarning: true };
  if (restriction === 'partial')
    return { canSignIn: false, canSignUp: false, blocked451: false, showRestrictedWarning: true };
  if (country.toUpperCase() === 'EE')
    return { canSignIn: true, canSignUp: false, blocked451: false, showRestrictedWarning: true };
  return { canSignIn: true, canSignUp: true, blocked451: false, showRestrictedWarning: false };
}
