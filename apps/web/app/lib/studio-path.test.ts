import { expect, test } from 'vitest';
import { isStudioPath } from '~/lib/studio-path';

test.each([
  ['/studio/abc', true],
  ['/studio', true],
  ['/de/studio/abc', true],
  ['/en-NZ/studio/abc', true],
  ['/studios', false],
  ['/games/studio/abc', false],
  ['/backoffice', false],
])('%s is the game frame: %s', (path, expected) => {
  expect(isStudioPath(path)).toBe(expected);
});
