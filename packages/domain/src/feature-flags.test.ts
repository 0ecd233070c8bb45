import { describe, expect, test } from 'vitest';
import { FEATURE_FLAGS, defaultFeatureFlags, parseFeatureFlags } from './feature-flags.ts';

test('spec 01 section 6: the nine flags, all off by default', () => {
  expect(Object.keys(FEATURE_FLAGS)).toEqual([
    'techWork',
    'disableWww',
    'promoBannerInEnterButton',
    'compPoints',
    'abRegistration',
    'mysticJackpots',
    'testQuests',
    'showAllWidgets',
    'allProviders',
  ]);
  expect(Object.values(defaultFeatureFlags()).every((on) => on === false)).toBe(true);
  expect(Object.keys(defaultFeatureFlags())).toEqual(Object.keys(FEATURE_FLAGS));
});

describe('parseFeatureFlags is robust to whatever local storage holds', () => {
  test('stored booleans are read', () => {
    expect(parseFeatureFlags('{"compPoints":true,"testQuests":true}')).toEqual({
      ...defaultFeatureFlags(),
      compPoints: true,
      testQuests: true,
    });
  });

  test.each([
    [null],
    [''],
    ['not json'],
    ['[true]'],
    ['42'],
    ['null'],
    ['"compPoints"'],
    ['{"compPoints":"yes","__proto__":{"techWork":true}}'],
  ])('%j gives the defaults', (stored) => {
    expect(parseFeatureFlags(stored)).toEqual(defaultFeatureFlags());
  });

  test('unknown keys are dropped and non-booleans ignored key by key', () => {
    expect(parseFeatureFlags('{"allProviders":true,"techWork":1,"unknown":true}')).toEqual({
      ...defaultFeatureFlags(),
      allProviders: true,
    });
  });
});
