import { describe, expect, test } from 'vitest';
import {
  COOKIE_CONSENT_MAX_AGE_S,
  DISABLED_PROVIDERS_MAX,
  GAMES_PAGE_SIZE,
  REQUEST_TIMEOUT_MS,
  RETRY_LIMIT,
  SEARCH_MIN_LENGTH,
  SERVER_REQUEST_TIMEOUT_MS,
  TRANSLATION_BUCKET_MS,
  defaultAffiliateId,
  translationBucket,
} from './constants.ts';

test('spec 01 section 9: request, page and provider constants', () => {
  expect([
    REQUEST_TIMEOUT_MS,
    SERVER_REQUEST_TIMEOUT_MS,
    RETRY_LIMIT,
    GAMES_PAGE_SIZE,
    DISABLED_PROVIDERS_MAX,
  ]).toEqual([30_000, 8_000, 6, 40, 10]);
  expect(COOKIE_CONSENT_MAX_AGE_S).toBe(31_536_000);
});

test('spec 02 section 5: search starts with more than 2 characters', () => {
  expect(SEARCH_MIN_LENGTH).toBe(3);
});

describe('translation bucket of /messages/{lang}.json', () => {
  test.each([
    [0, 0],
    [149_999, 0],
    [150_000, 1],
    [449_999, 1],
    [450_000, 2],
    [1_700_000_000_000, 5_666_667],
  ])('%i ms -> %i', (now, bucket) => {
    expect(translationBucket(now)).toBe(bucket);
  });

  test('the bucket is 5 minutes', () => {
    expect(TRANSLATION_BUCKET_MS).toBe(5 * 60 * 1000);
  });
});

describe('spec 01 section 9: default affiliate id 122, or 241 from google, bing or yahoo', () => {
  test.each([
    ['https://www.google.com/search?q=casino', 241],
    ['https://www.bing.com/', 241],
    ['https://search.yahoo.co.jp/', 241],
    ['google.de', 241],
    ['https://example.com/google', 122],
    ['https://googleads.example.com', 122],
    [null, 122],
    ['', 122],
  ])('%j -> %i', (referrer, id) => {
    expect(defaultAffiliateId(referrer)).toBe(id);
  });
});
