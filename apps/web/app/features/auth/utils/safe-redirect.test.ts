import { describe, expect, test } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('the redirect query after sign-in or sign-up', () => {
  test.each([
    ['/profile/main', '/profile/main'],
    ['/play/bgaming/elvis-frog?mode=real', '/play/bgaming/elvis-frog?mode=real'],
    ['/tournaments#top', '/tournaments#top'],
    ['/de/profile', '/de/profile'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  test.each([
    ['https://evil.example/profile'],
    ['//evil.example/profile'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['profile'],
    [''],
    [null],
    [undefined],
  ])('refuses %s, which would leave the site or is no path', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});
