import { expect, test } from 'vitest';
import {
  NAV_FIT_MARGIN_PX,
  NAV_MORE_MARGIN_PX,
  visibleNavCount,
} from '~/features/chrome/nav-overflow';

test('spec 02 section 2: "Overflow margins are 60 px or 115 px"', () => {
  expect([NAV_FIT_MARGIN_PX, NAV_MORE_MARGIN_PX]).toEqual([60, 115]);
});

// Five links of 100 px, 2 px apart: 508 px in all.
const widths = [100, 100, 100, 100, 100];
test.each([
  [568, 5, 'everything fits with 60 px to spare'],
  [2000, 5, 'a wide screen'],
  [
    567,
    4,
    'one pixel short of the 60 px margin: links move to "more", which keeps 115 px (406 + 115 = 521)',
  ],
  [421, 3, 'three links (304 px) + 115 px = 419 px'],
  [418, 2, 'below that, two'],
  [115, 0, 'only room for the toggle'],
  [0, 0, 'a hidden nav (mobile)'],
])('%i px wide -> %i links in the row (%s)', (available, count, _why) => {
  expect(visibleNavCount(widths, 2, available)).toBe(count);
});

test('no links, nothing to show', () => {
  expect(visibleNavCount([], 2, 500)).toBe(0);
});
