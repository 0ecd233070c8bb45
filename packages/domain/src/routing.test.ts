import { describe, expect, test } from 'vitest';
import {
  AUTH_REQUIRED_PREFIXES,
  GUEST_ONLY_PATHS,
  LEGACY_REDIRECTS,
  LEGAL_PAGE_PATHS,
  NOT_ALLOWED_FOR_451,
  PROMO_QUERY_KEYS,
  isAuthRequiredPath,
  isGuestOnlyPath,
  isLegalPagePath,
  isModalHash,
  isNoIndexPath,
  isNotAllowedFor451,
  legacyRedirect,
  modalForHash,
  pathSegments,
  registrationRedirect,
  splitPromoQuery,
  stripTrailingSlash,
} from './routing.ts';

describe('spec 01 section 2: the trailing slash is removed', () => {
  test.each([
    ['/profile/', '/profile'],
    ['/pokies/all//', '/pokies/all'],
    ['/profile', '/profile'],
    ['/', '/'],
    ['//', '/'],
  ])('%s -> %s', (path, stripped) => {
    expect(stripTrailingSlash(path)).toBe(stripped);
  });
});

describe('spec 01 section 2: paths with more than 3 segments are no-index', () => {
  test.each([
    ['/', false],
    ['/pokies/all', false],
    ['/producers/netent/2', false],
    ['/producers/netent/2/', false],
    ['/a/b/c/d', true],
    ['/play/netent/starburst/extra', true],
    ['/de/producers/netent/2', false],
    ['/de/a/b/c/d', true],
    ['/producers/netent/2?page=3', false],
  ])('%s -> %s', (path, noIndex) => {
    expect(isNoIndexPath(path)).toBe(noIndex);
  });

  test('segments skip empty parts', () => {
    expect(pathSegments('/producers//netent/')).toEqual(['producers', 'netent']);
  });
});

describe('spec 01 section 2: auth-required routes send guests to registration', () => {
  test('the prefixes are the profile, its /users alias and the cashbox routes', () => {
    expect(AUTH_REQUIRED_PREFIXES).toEqual([
      '/profile',
      '/users',
      '/cashbox',
      '/dashboard',
      '/deposit',
      '/deposit-bonus',
      '/withdraw',
      '/deposit-fast',
    ]);
  });

  test.each([
    ['/profile', true],
    ['/profile/main', true],
    ['/profile/games-history', true],
    ['/users', true],
    ['/users/gifts', true],
    ['/cashbox', true],
    ['/dashboard', true],
    ['/deposit', true],
    ['/deposit-bonus', true],
    ['/withdraw', true],
    ['/deposit-fast', true],
    ['/accounts/42/deposit', true],
    ['/de/profile/limits', true],
    ['/profile/?tab=x', true],
    ['/profile/limits/confirm', false],
    ['/profile/limits/confirm?token=abc', false],
    ['/users/limits/confirm', false],
    ['/profile/password/edit', false],
    ['/users/confirmation', false],
    ['/favorite-games', false],
    ['/', false],
    ['/profiles', false],
    ['/depositor', false],
    ['/accounts/42/deposit/x', false],
    ['/pokies/all', false],
    ['/registration', false],
  ])('%s -> %s', (path, required) => {
    expect(isAuthRequiredPath(path)).toBe(required);
  });

  test('the redirect query holds the full path with its query', () => {
    expect(registrationRedirect('/profile/gifts?tab=active')).toBe(
      '/registration?redirect=%2Fprofile%2Fgifts%3Ftab%3Dactive',
    );
    expect(
      decodeURIComponent(
        registrationRedirect('/deposit?amount=50&x=1').split('redirect=')[1] ?? '',
      ),
    ).toBe('/deposit?amount=50&x=1');
  });
});

describe('spec 01 section 2: guest-only routes send signed-in players to main', () => {
  test('the guest-only popups', () => {
    expect(GUEST_ONLY_PATHS).toEqual([
      '/sign-in',
      '/sign-up',
      '/remind',
      '/registration',
      '/login',
    ]);
  });

  test.each([
    ['/sign-in', true],
    ['/sign-up/', true],
    ['/remind', true],
    ['/registration?redirect=%2Fprofile', true],
    ['/login', true],
    ['/de/login', true],
    ['/new-password', false],
    ['/email-verify', false],
    ['/confirmation', false],
    ['/sport/login', false],
    ['/', false],
  ])('%s -> %s', (path, guestOnly) => {
    expect(isGuestOnlyPath(path)).toBe(guestOnly);
  });
});

describe('spec 01 section 2: routes not allowed for 451', () => {
  test.each([
    ['/sign-in', true],
    ['/sign-up', true],
    ['/registration', true],
    ['/login', true],
    ['/remind', false],
    ['/', false],
  ])('%s -> %s', (path, blocked) => {
    expect(isNotAllowedFor451(path)).toBe(blocked);
  });

  test('every 451 route is a guest-only popup', () => {
    for (const path of NOT_ALLOWED_FOR_451) expect(GUEST_ONLY_PATHS).toContain(path);
  });
});

describe('spec 01 section 2: redirects of old links', () => {
  test('the table', () => {
    expect(LEGACY_REDIRECTS).toEqual({
      '/profile/password/edit': '/new-password',
      '/users/password/edit': '/new-password',
      '/profile/confirmation': '/confirmation',
      '/users/confirmation': '/confirmation',
      '/accounts/history': '/',
    });
  });

  test.each([
    ['/profile/password/edit?reset_password_token=t1', '/new-password?reset_password_token=t1'],
    ['/users/password/edit', '/new-password'],
    ['/profile/confirmation?confirmation_token=abc', '/confirmation?confirmation_token=abc'],
    ['/users/confirmation/?confirmation_token=abc', '/confirmation?confirmation_token=abc'],
    ['/de/users/confirmation?confirmation_token=abc', '/de/confirmation?confirmation_token=abc'],
    ['/accounts/history', '/'],
    ['/accounts/history?page=2', '/'],
    ['/de/accounts/history', '/de'],
    ['/profile', null],
    ['/confirmation?confirmation_token=abc', null],
  ])('%s -> %s', (path, target) => {
    expect(legacyRedirect(path)).toBe(target);
  });
});

describe('spec 01 section 2: hashes open the matching modal, the guest-only ones for guests only', () => {
  test.each([
    ['#sign-in', 'sign-in', null],
    ['#sign-up', 'sign-up', null],
    ['#remind', 'remind', null],
    ['#new-password', 'new-password', 'new-password'],
    ['#chat', null, null],
    ['#sport', null, null],
    ['', null, null],
    ['#', null, null],
    ['sign-in', null, null],
    ['#SIGN-IN', null, null],
    ['#sign-in?x', null, null],
    ['#constructor', null, null],
    ['#toString', null, null],
    ['#__proto__', null, null],
  ])('%s opens %s for a guest and %s for a player', (hash, forGuest, forPlayer) => {
    expect(modalForHash(hash, false)).toBe(forGuest);
    expect(modalForHash(hash, true)).toBe(forPlayer);
    expect(isModalHash(hash)).toBe(forGuest !== null);
  });

  test('a hash a player cannot use names a guest-only popup route', () => {
    for (const hash of ['#sign-in', '#sign-up', '#remind'])
      expect(isGuestOnlyPath(`/${hash.slice(1)}`)).toBe(true);
  });
});

describe('spec 01 section 2: depositPromocode and giftPromocode leave the query and are kept', () => {
  test.each([
    ['?depositPromocode=WELCOME', { depositPromocode: 'WELCOME' }, ''],
    ['depositPromocode=WELCOME', { depositPromocode: 'WELCOME' }, ''],
    ['?giftPromocode=G1&page=2', { giftPromocode: 'G1' }, '?page=2'],
    [
      '?a=1&depositPromocode=X&giftPromocode=Y&b=2',
      { depositPromocode: 'X', giftPromocode: 'Y' },
      '?a=1&b=2',
    ],
    ['?depositPromocode=%20SPRING%2050%20', { depositPromocode: 'SPRING 50' }, ''],
    ['?depositPromocode=&a=1', {}, '?a=1'],
    ['?depositPromocode=A&depositPromocode=B', { depositPromocode: 'A' }, ''],
    ['?redirect=%2Fprofile&giftPromocode=G', { giftPromocode: 'G' }, '?redirect=%2Fprofile'],
  ])('%s keeps %o and leaves "%s"', (search, codes, rest) => {
    expect(splitPromoQuery(search)).toEqual({ codes, search: rest });
  });

  test.each(['', '?', '?a=1', '?depositpromocode=X', '?promocode=X'])(
    '%s carries no promo code',
    (search) => {
      expect(splitPromoQuery(search)).toBeNull();
    },
  );

  test('every promo key is recognised on its own', () => {
    for (const key of PROMO_QUERY_KEYS)
      expect(splitPromoQuery(`?${key}=C`)?.codes).toEqual({ [key]: 'C' });
  });
});

describe('spec 01 section 2: the static legal pages (the forced profile popups wait there)', () => {
  test('privacy, cookie policy, terms and general rules', () => {
    expect(LEGAL_PAGE_PATHS).toEqual([
      '/privacy-policy',
      '/cookie-policy',
      '/terms-and-conditions',
      '/general-rules',
    ]);
  });

  test.each([
    ['/privacy-policy', true],
    ['/terms-and-conditions/', true],
    ['/de/terms-and-conditions', true],
    ['/general-rules?x=1', true],
    ['/terms-and-conditions/EE', true],
    ['/en-AU/privacy-policy/AU', true],
    ['/cookie-policy#top', true],
    ['/', false],
    ['/profile/main', false],
    ['/terms', false],
    ['/privacy-policy-old', false],
    ['/about', false],
  ])('%s -> %s', (path, legal) => {
    expect(isLegalPagePath(path)).toBe(legal);
  });
});
