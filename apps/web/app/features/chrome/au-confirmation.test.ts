import { expect, test } from 'vitest';
import { isOopsPath, showsAuConfirmation } from '~/features/chrome/au-confirmation';

// Spec 01 section 1: "The Australian market shows a confirmation card only to logged-out visitors on the AU geo,
// never on the oops page."
test.each([
  [false, 'AU', '/', false, true, 'a logged-out visitor in Australia'],
  [false, 'au', '/pokies/all', false, true, 'any page, country in any case'],
  [true, 'AU', '/', false, false, 'a logged-in player'],
  [false, 'NZ', '/', false, false, 'another geo'],
  [false, 'CA', '/', false, false, 'the default country'],
  [false, 'AU', '/oops', false, false, 'never on the oops page'],
  [false, 'AU', '/oops/', false, false, 'never on the oops page, trailing slash'],
  [false, 'AU', '/oopsie', false, true, 'a page that only starts like it'],
  [false, 'AU', '/', true, false, 'already confirmed'],
])(
  'logged in %s, geo %s, %s, confirmed %s -> %s (%s)',
  (loggedIn, country, pathname, confirmed, shown, _why) => {
    expect(showsAuConfirmation({ loggedIn, country, pathname, confirmed })).toBe(shown);
  },
);

test('isOopsPath matches /oops only', () => {
  expect([
    isOopsPath('/oops'),
    isOopsPath('/oops/'),
    isOopsPath('/'),
    isOopsPath('/oops/x'),
  ]).toEqual([true, true, false, false]);
});
