import { expect, test } from 'vitest';
import { TAB_TITLE_ROTATION_DELAY_MS } from '@casino/domain/constants';
import { rotatedTitle } from '~/lib/tab-title';

const titles = ['Come back', 'Your games are waiting'];

test.each([
  [0, 'Come back'],
  [1999, 'Come back'],
  [2000, 'Your games are waiting'],
  [4000, 'Come back'],
  [6500, 'Your games are waiting'],
])(
  '%i ms after the tab was hidden the title is "%s" (start delay 0, then every 2000 ms)',
  (elapsed, expected) => {
    expect(rotatedTitle(titles, elapsed, TAB_TITLE_ROTATION_DELAY_MS)).toBe(expected);
  },
);

test('without alternatives there is nothing to rotate', () => {
  expect(rotatedTitle([], 5000, TAB_TITLE_ROTATION_DELAY_MS)).toBeNull();
});
