import { splitLocalePrefix } from './locale.ts';

/** Spec 01 section 2: deeper paths are set no-index. */
export const NO_INDEX_SEGMENT_LIMIT = 3;

/** Spec 01 section 2: routes that send guests to registration (/users is the alias of /profile). */
export const AUTH_REQUIRED_PREFIXES: readonly string[] = [
  '/profile',
  '/users',
  '/cashbox',
  '/dashboard',
  '/deposit',
  '/deposit-bonus',
  '/withdraw',
  '/deposit-fast',
];
/** Spec 01 section 2: /accounts/{id}/deposit is the alias of /deposit. */
const ACCOUNT_DEPOSIT_PATTERN = /^\/accounts\/[^/]+\/deposit$/;
/** Spec 01 section 2: limit confirmation by token works without signing in. */
const PUBLIC_UNDER_AUTH: readonly string[] = ['/profile/limits/confirm', '/users/limits/confirm'];

/** Spec 01 section 2: popups that send signed-in players to main. */
export const GUEST_ONLY_PATHS: readonly string[] = [
  '/sign-in',
  '/sign-up',
  '/remind',
  '/registration',
  '/login',
];
/** Spec 01 section 2 and spec 02 section 6: popups a 451 guest cannot open. */
export const NOT_ALLOWED_FOR_451: readonly string[] = [
  '/sign-in',
  '/sign-up',
  '/registration',
  '/login',
];

/** Spec 01 section 2 redirects of old links; the query is kept (confirmation and reset tokens ride on it) except to main. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/profile/password/edit': '/new-password',
  '/users/password/edit': '/new-password',
  '/profile/confirmation': '/confirmation',
  '/users/confirmation': '/confirmation',
  '/accounts/history': '/',
};

export type HashModal = 'sign-in' | 'sign-up' | 'remind' | 'new-password';
/** Spec 01 section 2: these hashes open the matching modal. */
export const MODAL_HASHES: Readonly<Record<string, HashModal>> = {
  '#sign-in': 'sign-in',
  '#sign-up': 'sign-up',
  '#remind': 'remind',
  '#new-password': 'new-password',
};
/** Spec 01 section 2: #sport opens the betting site, #chat toggles support chat (after CHAT_HASH_DELAY_MS). */
export const SPORT_HASH = '#sport';
export const CHAT_HASH = '#chat';

/** Spec 01 section 2: promo codes in the query are stored in the session and removed from the URL. */
export const PROMO_QUERY_KEYS = ['depositPromocode', 'giftPromocode'] as const;
export type PromoQueryKey = (typeof PROMO_QUERY_KEYS)[number];

export interface PromoQuery {
  /** The non-empty codes the query carried, by key. */
  codes: Partial<Record<PromoQueryKey, string>>;
  /** The query without the promo keys ('' when nothing else is left). */
  search: string;
}

/** Spec 01 section 2: the promo codes of a query string and the query left once they are removed; null when it has none. */
export function splitPromoQuery(search: string): PromoQuery | null {
  const params = new URLSearchParams(search);
  if (!PROMO_QUERY_KEYS.some((key) => params.has(key))) return null;
  const codes: Partial<Record<PromoQueryKey, string>> = {};
  for (const key of PROMO_QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (value) codes[key] = value;
    params.delete(key);
  }
  const rest = params.toString();
  return { codes, search: rest ? `?${rest}` : '' };
}

/** Spec 01 section 2: the static legal pages; per-licence variants live under them ('{page}/{licence or AU}'). */
export const LEGAL_PAGE_PATHS: readonly string[] = [
  '/privacy-policy',
  '/cookie-policy',
  '/terms-and-conditions',
  '/general-rules',
];

/** The path without query, hash or locale prefix: the form the route tables are written in. */
function routePath(path: string): string {
  const withoutQuery = path.replace(/[?#].*$/s, '');
  return stripTrailingSlash(splitLocalePrefix(withoutQuery || '/').path);
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Spec 01 section 2: the trailing slash is removed (never from the root itself). */
export function stripTrailingSlash(pathname: string): string {
  if (pathname === '/' || !pathname.endsWith('/')) return pathname;
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * A path a browser can only read as this site's: control characters dropped (browsers strip tabs and newlines from
 * URLs) and leading slashes and backslashes collapsed to one, so `//evil.example`, `/\\evil.example` or `/\t/evil`
 * can never become a Location that leaves the site.
 */
export function siteLocalPath(path: string): string {
  const visible = path.replace(/[\u0000-\u001f\u007f]/g, '');
  return visible.replace(/^[/\\]+/, '/');
}

/** The non-empty segments of a pathname: `/producers/netent/2` -> producers, netent, 2. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Spec 01 section 2: more than 3 segments is no-index; the locale prefix does not count (/de is the same page in German). */
export function isNoIndexPath(pathname: string): boolean {
  return pathSegments(routePath(pathname)).length > NO_INDEX_SEGMENT_LIMIT;
}

/** Spec 01 section 2: where a guest goes from an auth-required route; the redirect holds the full path with its query. */
export function registrationRedirect(fullPath: string): string {
  return `/registration?redirect=${encodeURIComponent(fullPath)}`;
}

/** Spec 01 section 2: profile (and /users), cashbox routes and /accounts/{id}/deposit need a player; /profile/limits/confirm does not. */
export function isAuthRequiredPath(path: string): boolean {
  const route = routePath(path);
  if (PUBLIC_UNDER_AUTH.some((open) => underPrefix(route, open))) return false;
  // Old links redirect to public popups before any auth check (see legacyRedirect).
  if (LEGACY_REDIRECTS[route] !== undefined) return false;
  return (
    ACCOUNT_DEPOSIT_PATTERN.test(route) ||
    AUTH_REQUIRED_PREFIXES.some((prefix) => underPrefix(route, prefix))
  );
}

/**
 * Spec 01 section 2: the modal a location hash opens, or null. The guest-only popups (sign-in, sign-up, remind) open
 * nothing for a signed-in player, as their routes send a player to main; #new-password has no guest limit.
 */
export function modalForHash(hash: string, signedIn: boolean): HashModal | null {
  const modal = Object.hasOwn(MODAL_HASHES, hash) ? MODAL_HASHES[hash] : undefined;
  if (!modal) return null;
  return signedIn && isGuestOnlyPath(`/${modal}`) ? null : modal;
}

/** Spec 01 section 2: whether the hash is one of the modal hashes (the app drops it from the URL either way). */
export const isModalHash = (hash: string): boolean => Object.hasOwn(MODAL_HASHES, hash);

/** Spec 01 section 2: sign-in, sign-up, remind, registration and login are for guests only. */
export function isGuestOnlyPath(path: string): boolean {
  return GUEST_ONLY_PATHS.includes(routePath(path));
}

/** Spec 01 section 2: routes marked not-allowed-for-451. */
export function isNotAllowedFor451(path: string): boolean {
  return NOT_ALLOWED_FOR_451.includes(routePath(path));
}

/** Spec 01 section 2: the target of an old link with its query kept (dropped for main), or null when not an old link. */
export function legacyRedirect(fullPath: string): string | null {
  const route = routePath(fullPath);
  const target = LEGACY_REDIRECTS[route];
  if (target === undefined) return null;
  const query = /\?[^#]*/.exec(fullPath)?.[0] ?? '';
  const { locale } = splitLocalePrefix(fullPath);
  const prefix = locale ? `/${locale}` : '';
  if (target === '/') return prefix || '/';
  return `${prefix}${target}${query}`;
}

/**
 * Spec 01 section 2: a static legal page or its per-licence variant. The forced profile popups wait there: a player
 * asked to accept the terms or to give personal data can first read the terms and the privacy policy.
 */
export function isLegalPagePath(path: string): boolean {
  const route = routePath(path);
  return LEGAL_PAGE_PATHS.some((page) => underPrefix(route, page));
}
