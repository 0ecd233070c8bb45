import { describe, expect, test } from 'vitest';
import { MESSAGE_LOCALES } from '../../messages/src/locales.ts';
import {
  DEFAULT_COUNTRY,
  DEFAULT_LOCALE,
  LOCALES,
  defaultLocaleFor,
  isLocale,
  localizedPath,
  splitLocalePrefix,
} from './locale.ts';

test('the locales are those of packages/messages', () => {
  expect([...LOCALES]).toEqual([...MESSAGE_LOCALES]);
});

test('spec 01 section 1: the default country is CA and the fallback locale en', () => {
  expect(DEFAULT_COUNTRY).toBe('CA');
  expect(DEFAULT_LOCALE).toBe('en');
});

describe('spec 01 section 1: default locale by country', () => {
  test.each([
    ['CA', 'en-CA'],
    ['AU', 'en-AU'],
    ['DE', 'de'],
    ['NZ', 'en-NZ'],
    ['IT', 'it'],
    ['EE', 'et'],
    ['NO', 'no'],
    ['KW', 'en-KW'],
    ['ee', 'et'],
    ['FR', 'en'],
    ['US', 'en'],
    ['', 'en'],
  ])('%s -> %s', (country, locale) => {
    expect(defaultLocaleFor(country)).toBe(locale);
  });
});

test.each([
  ['de', true],
  ['en-NZ', true],
  ['en-KW', true],
  ['en-nz', false],
  ['fr', false],
  ['', false],
])('isLocale(%j) is %s', (value, known) => {
  expect(isLocale(value)).toBe(known);
});

describe('spec 01 section 1: the URL may carry a locale prefix', () => {
  test.each([
    ['/de/profile', 'de', '/profile'],
    ['/en-NZ', 'en-NZ', '/'],
    ['/en-NZ/', 'en-NZ', '/'],
    ['/de?x=1', 'de', '/?x=1'],
    ['/fr-CA/pokies/all', 'fr-CA', '/pokies/all'],
    ['/profile', null, '/profile'],
    ['/', null, '/'],
    ['/denmark', null, '/denmark'],
    ['/deposit', null, '/deposit'],
    ['/et-EE/x', null, '/et-EE/x'],
  ])('%s -> %s and %s', (pathname, locale, path) => {
    expect(splitLocalePrefix(pathname)).toEqual({ locale, path });
  });

  test.each([
    ['/profile', 'en-CA', 'en-CA', '/profile', 'the visitor default needs no prefix'],
    ['/profile', 'de', 'en-CA', '/de/profile', 'another locale is prefixed'],
    ['/', 'et', 'en-CA', '/et', 'the root has no trailing slash'],
    ['/?tab=all', 'de', 'en', '/de?tab=all', 'the root keeps its query'],
    ['/de/profile', 'it', 'en', '/it/profile', 'an old prefix is replaced'],
    ['/de/profile', 'en', 'en', '/profile', 'an old prefix is removed for the default'],
  ] as const)('%s in %s for a %s visitor -> %s (%s)', (path, locale, visitorDefault, url, _why) => {
    expect(localizedPath(path, locale, visitorDefault)).toBe(url);
  });
});
