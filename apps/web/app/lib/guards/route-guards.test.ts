import { describe, expect, test } from 'vitest';
import { geoAccess } from '@casino/domain/geo';
import {
  needsSession,
  pathRedirect,
  sessionGuard,
  stripLocalePrefix,
} from '~/lib/guards/route-guards';

const guest = { loggedIn: false, geo: geoAccess('none', 'CA') };
const player = { loggedIn: true, geo: geoAccess('none', 'CA') };
const guest451 = { loggedIn: false, geo: geoAccess('full', 'XX') };
const guestPartial = { loggedIn: false, geo: geoAccess('partial', 'XX') };

describe('redirects that need no session (spec 01 section 2)', () => {
  test.each([
    ['/pokies/all/', '', '/pokies/all', 301],
    ['/pokies/all/', '?page=2', '/pokies/all?page=2', 301],
    [
      '/profile/password/edit',
      '?reset_password_token=t',
      '/new-password?reset_password_token=t',
      301,
    ],
    ['/users/password/edit', '', '/new-password', 301],
    ['/users/confirmation', '?confirmation_token=c', '/confirmation?confirmation_token=c', 301],
    ['/profile/confirmation', '', '/confirmation', 301],
    ['/accounts/history', '?x=1', '/', 301],
    ['/users', '', '/profile', 301],
    ['/users/security', '?a=b', '/profile/security?a=b', 301],
  ])('%s%s -> %s (%i)', (path, search, to, status) => {
    expect(pathRedirect(path, search)).toEqual({ kind: 'redirect', to, status });
  });

  test.each(['/', '/profile', '/pokies/all', '/privacy-policy', '/usersettings'])(
    '%s stays',
    (path) => {
      expect(pathRedirect(path, '')).toBeNull();
    },
  );
});

describe('no redirect leaves the site (issue 7: open redirect)', () => {
  const SITE = 'https://casino.example';
  test.each([
    ['//evil.example/', '/evil.example'],
    ['///x/', '/x'],
    ['/\\x/', '/x'],
    ['/\\/evil.example/', '/evil.example'],
    ['/\t/evil.example/', '/evil.example'],
    ['/\n//evil.example', '/evil.example'],
    ['//evil.example', '/evil.example'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ['/%5Cevil.example/', '/%5Cevil.example'],
  ])('%j redirects to %j, on the site', (path, to) => {
    const result = pathRedirect(path, '?a=1');
    expect(result).toEqual({ kind: 'redirect', to: `${to}?a=1`, status: 301 });
    const location = result?.kind === 'redirect' ? result.to : '';
    expect(new URL(location, SITE).origin).toBe(SITE);
  });
});

describe('session guards (spec 01 section 2)', () => {
  test('a guest opening /profile is sent to registration with a redirect query holding the full path', () => {
    expect(sessionGuard('/profile/security', '?tab=2', guest)).toEqual({
      kind: 'redirect',
      to: '/registration?redirect=%2Fprofile%2Fsecurity%3Ftab%3D2',
      status: 302,
    });
  });

  test('a signed-in player opening a guest-only popup goes to main', () => {
    for (const path of ['/sign-in', '/sign-up', '/remind', '/registration', '/login']) {
      expect(sessionGuard(path, '', player)).toEqual({ kind: 'redirect', to: '/', status: 302 });
    }
  });

  test('popups without a guest limit stay open for players', () => {
    for (const path of ['/new-password', '/email-verify', '/confirmation'])
      expect(sessionGuard(path, '', player)).toBeNull();
  });

  test('a 451 guest is blocked on login and registration with the matching message', () => {
    expect(sessionGuard('/login', '', guest451)).toEqual({ kind: 'restricted', action: 'sign-in' });
    expect(sessionGuard('/sign-in', '', guest451)).toEqual({
      kind: 'restricted',
      action: 'sign-in',
    });
    expect(sessionGuard('/registration', '', guest451)).toEqual({
      kind: 'restricted',
      action: 'sign-up',
    });
    expect(sessionGuard('/sign-up', '', guest451)).toEqual({
      kind: 'restricted',
      action: 'sign-up',
    });
    expect(sessionGuard('/remind', '', guest451)).toBeNull();
  });

  test('a partially restricted guest is not blocked by the router (the buttons are disabled instead)', () => {
    expect(sessionGuard('/login', '', guestPartial)).toBeNull();
  });

  test('the player load is skipped for paths no session guard concerns', () => {
    expect(needsSession('/pokies/all')).toBe(false);
    expect(needsSession('/profile/main')).toBe(true);
    expect(needsSession('/login')).toBe(true);
  });
});

describe('locale prefix', () => {
  test.each([
    ['/de/profile', 'de', '/profile'],
    ['/de', 'de', '/'],
    ['/profile', '', '/profile'],
    ['/dev/x', 'de', '/dev/x'],
  ])('%s under %s -> %s', (pathname, prefix, expected) => {
    expect(stripLocalePrefix(pathname, prefix)).toBe(expected);
  });
});
