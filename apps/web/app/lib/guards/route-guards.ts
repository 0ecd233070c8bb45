import {
  isAuthRequiredPath,
  isGuestOnlyPath,
  isNotAllowedFor451,
  legacyRedirect,
  registrationRedirect,
  siteLocalPath,
  stripTrailingSlash,
} from '@casino/domain/routing';
import type { GeoAccess } from '~/lib/guards/geo';

// The router guards of spec 01 section 2 as pure decisions; the shell route runs them on the server
// (middleware) and in the browser (client middleware) so both sides answer the same.

export type GuardResult =
  | { kind: 'redirect'; to: string; status: 301 | 302 }
  | { kind: 'restricted'; action: 'sign-in' | 'sign-up' }
  | null;

/** Redirects that need no session: trailing slash (301), legacy paths, the /users alias of /profile. */
export function pathRedirect(path: string, search: string): GuardResult {
  const stripped = siteLocalPath(stripTrailingSlash(path));
  if (stripped !== path) return { kind: 'redirect', to: stripped + search, status: 301 };
  const legacy = legacyRedirect(path + search);
  if (legacy !== null) return { kind: 'redirect', to: legacy, status: 301 };
  if (path === '/users' || path.startsWith('/users/'))
    return { kind: 'redirect', to: `/profile${path.slice('/users'.length)}${search}`, status: 301 };
  return null;
}

/** Whether the session guards below can decide anything for this path (the server skips the player load otherwise). */
export function needsSession(path: string): boolean {
  return isAuthRequiredPath(path) || isGuestOnlyPath(path) || isNotAllowedFor451(path);
}

export interface GuardSessionInput {
  loggedIn: boolean;
  geo: GeoAccess | null;
}

/** Auth-required -> registration with the full path; guest-only -> main; 451 geo blocks sign-in and sign-up for guests. */
export function sessionGuard(
  path: string,
  search: string,
  session: GuardSessionInput,
): GuardResult {
  if (isAuthRequiredPath(path) && !session.loggedIn)
    return { kind: 'redirect', to: registrationRedirect(path + search), status: 302 };
  if (session.loggedIn)
    return isGuestOnlyPath(path) ? { kind: 'redirect', to: '/', status: 302 } : null;
  if (session.geo?.blocked451 && isNotAllowedFor451(path))
    return { kind: 'restricted', action: isSignUpPath(path) ? 'sign-up' : 'sign-in' };
  return null;
}

const isSignUpPath = (path: string) => path === '/registration' || path === '/sign-up';

/** '/de/profile' with prefix 'de' -> '/profile'; the router's own paths never carry the locale prefix. */
export function stripLocalePrefix(pathname: string, localePrefix: string): string {
  if (!localePrefix) return pathname;
  const base = `/${localePrefix}`;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
