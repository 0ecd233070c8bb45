import { expect, test } from 'vitest';
import { withoutPromoQuery } from '~/features/chrome/promo-query';

test.each([
  ['?depositPromocode=WELCOME', ''],
  ['?giftPromocode=G1&page=2', '?page=2'],
  ['?a=1&depositPromocode=X&giftPromocode=Y', '?a=1'],
  ['?a=1', '?a=1'],
])('promo codes leave the URL: %s -> "%s"', (search, expected) => {
  expect(withoutPromoQuery(search)).toBe(expected);
});
