import { expect, test } from 'vitest';
import { RESTRICTED_MESSAGES, geoAccess, type GeoRestriction } from './geo.ts';

test.each<[GeoRestriction, string, ReturnType<typeof geoAccess>, string]>([
  [
    'none',
    'CA',
    { canSignIn: true, canSignUp: true, blocked451: false, showRestrictedWarning: false },
    'an open country',
  ],
  [
    'none',
    'EE',
    { canSignIn: true, canSignUp: false, blocked451: false, showRestrictedWarning: true },
    'Estonia: sign-up disabled and warned',
  ],
  [
    'none',
    'ee',
    { canSignIn: true, canSignUp: false, blocked451: false, showRestrictedWarning: true },
    'Estonia in lower case',
  ],
  [
    'partial',
    'FR',
    { canSignIn: false, canSignUp: false, blocked451: false, showRestrictedWarning: true },
    'partial: sign-in and sign-up disabled',
  ],
  [
    'partial',
    'EE',
    { canSignIn: false, canSignUp: false, blocked451: false, showRestrictedWarning: true },
    'partial Estonia',
  ],
  [
    'full',
    'US',
    { canSignIn: false, canSignUp: false, blocked451: true, showRestrictedWarning: true },
    'full: 451 blocks both',
  ],
])('%s restriction in %s (%s)', (restriction, country, access, _why) => {
  expect(geoAccess(restriction, country)).toEqual(access);
});

test('spec 01 section 2: the 451 messages', () => {
  expect(RESTRICTED_MESSAGES).toEqual({
    registration: 'Registration restricted in your country',
    login: 'Login not available in your country',
  });
});
