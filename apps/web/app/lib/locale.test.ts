import { describe, expect, test } from 'vitest';
import { localeHref, resolveLocale } from '~/lib/locale';

describe('active locale: prefix > cookie > country default > en (spec 01 section 1)', () => {
  test.each([
    { prefix: 'de', cookie: 'it', country: 'CA', enabled: [], expected: 'de' },
    { prefix: '', cookie: 'it', country: 'CA', enabled: [], expected: 'it' },
    { prefix: '', cookie: undefined, country: 'CA', enabled: [], expected: 'en-CA' },
    { prefix: '', cookie: undefined, country: 'AU', enabled: [], expected: 'en-AU' },
    { prefix: '', cookie: undefined, country: 'EE', enabled: [], expected: 'et' },
    { prefix: '', cookie: undefined, country: 'FR', enabled: [], expected: 'en' },
    { prefix: '', cookie: 'xx', country: 'DE', enabled: [], expected: 'de' },
    { prefix: '', cookie: 'it', country: 'DE', enabled: ['en', 'de'], expected: 'de' },
    { prefix: '', cookie: undefined, country: 'NZ', enabled: ['en', 'de'], expected: 'en' },
  ])(
    'prefix "$prefix", cookie $cookie, country $country, enabled $enabled -> $expected',
    ({ expected, ...inputs }) => {
      expect(resolveLocale(inputs)).toBe(expected);
    },
  );
});

describe('the same page in another locale', () => {
  test.each([
    ['de', '/', '', '/de'],
    ['de', '/profile', '?tab=1', '/de/profile?tab=1'],
    ['en', '/profile', '', '/profile'],
    ['en', '/', '', '/'],
  ])('%s %s%s -> %s', (locale, path, search, expected) => {
    expect(localeHref(locale, path, search)).toBe(expected);
  });
});
