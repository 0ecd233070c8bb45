import { expect, test } from 'vitest';
import { geoAccess, type GeoRestriction } from '@casino/domain/geo';
import { RESTRICTED_GEO_TOAST, geoWarningDue } from '~/features/chrome/geo-warning';

test('spec 02 section 8: "warning \'OOPS.RESTRICTED_GEO\' for restricted guests"', () => {
  expect(RESTRICTED_GEO_TOAST).toEqual({ kind: 'warning', text: 'OOPS.RESTRICTED_GEO' });
});

// Spec 01 section 1: "Estonian and some other partially restricted countries show a restricted-geo warning to
// guests; one country is a full restriction (flag 451)."
test.each([
  ['partial', 'FR', false, false, true, 'a guest in a partially restricted country'],
  ['none', 'EE', false, false, true, 'a guest in Estonia'],
  ['full', 'US', false, false, true, 'a guest in the 451 country'],
  ['none', 'CA', false, false, false, 'a guest elsewhere'],
  ['partial', 'FR', true, false, false, 'a signed-in player'],
  ['none', 'EE', true, false, false, 'a signed-in player in Estonia'],
  ['partial', 'FR', false, true, false, 'already warned in this session'],
] as const)(
  '%s restriction in %s, logged in %s, shown %s -> %s (%s)',
  (restriction: GeoRestriction, country, loggedIn, shownThisSession, due, _why) => {
    expect(
      geoWarningDue({ loggedIn, access: geoAccess(restriction, country), shownThisSession }),
    ).toBe(due);
  },
);
