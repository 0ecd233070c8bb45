/** Where a visitor's AU confirmation is kept: a first-party cookie, so it survives reloads and new tabs. */
export const AU_CONFIRMED_COOKIE = 'au_confirmed';
/** One year, like the cookie consent (spec 01 section 9). */
export const AU_CONFIRMED_MAX_AGE_S = 365 * 24 * 3600;
/** The AU version of the terms the card asks the visitor to accept (slug '{page}/AU', spec 01 section 2). */
export const AU_TERMS_PATH = '/terms-and-conditions/AU';

export interface AuCardState {
  loggedIn: boolean;
  /** The visitor's country by geo (GET /api/current_ip). */
  country: string;
  /** The path without the locale prefix. */
  pathname: string;
  confirmed: boolean;
}

/** True on the oops page (spec 01 section 2: /oops), with or without a trailing slash. */
export const isOopsPath = (pathname: string): boolean => pathname.replace(/\/+$/, '') === '/oops';

/**
 * Spec 01 section 1: "The Australian market shows a confirmation card only to logged-out visitors on the AU geo,
 * never on the oops page." Once confirmed it stays away.
 */
export function showsAuConfirmation({
  loggedIn,
  country,
  pathname,
  confirmed,
}: AuCardState): boolean {
  return !loggedIn && country.toUpperCase() === 'AU' && !isOopsPath(pathname) && !confirmed;
}
