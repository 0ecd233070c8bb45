import { expect, test } from 'vitest';
import { parseCookies } from '~/lib/cookies';

test('a Cookie header parses to name -> decoded value; the first of a repeated name wins', () => {
  expect(parseCookies('locale=de; cookie_consent=1; note=a%20b; locale=it; broken')).toEqual({
    locale: 'de',
    cookie_consent: '1',
    note: 'a b',
  });
  expect(parseCookies(null)).toEqual({});
  expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
});
