import { describe, expect, test } from 'vitest';
import { CRYPTO_CODES } from '@casino/domain/currency';
import { isUnsupportedCurrency } from '~/features/games/tile-lock';
import { gamePath, hasDemo, playPath, realPlayHref } from '~/features/games/game-links';
import { favoriteEntryId } from '~/features/games/favorite-entry';
import { tileLabels } from '~/features/games/tile-labels';
import { testGame } from '~/features/games/test-game';

describe('tile lock: "a lock overlay with an unsupported-currency message shows when logged in, the game has no entry for the user\'s currency and the currency is not crypto" (spec 02 section 5)', () => {
  const game = testGame({
    currencies: { EUR: { id: 1, jackpot: null }, FUN: { id: 2, jackpot: null } },
  });
  test.each([
    ['a guest (no currency)', null, false],
    ['a player in a currency the game has', 'EUR', false],
    ['a player in a fiat currency the game lacks', 'NOK', true],
    ['a player in a crypto currency the game lacks', 'BTC', false],
    ['a player in another crypto currency the game lacks', 'USDT', false],
  ])('%s: locked = %s', (_who, currency, locked) => {
    expect(isUnsupportedCurrency(game, currency as string | null, CRYPTO_CODES)).toBe(locked);
  });
});

describe('play links (spec 02 section 2: /play/{producer}/{name}, query mode real or demo; section 5: real mode requires login)', () => {
  const game = testGame();
  test('the game page is /play/{provider}/{seo title}', () => {
    expect(gamePath(game)).toBe('/play/northlight/book-of-ra');
  });
  test('demo adds mode=demo', () => {
    expect(playPath(game, 'demo')).toBe('/play/northlight/book-of-ra?mode=demo');
  });
  test('a player plays for real on the game page', () => {
    expect(realPlayHref(game, true)).toBe('/play/northlight/book-of-ra');
  });
  test('a guest asking for real play goes to registration with the game as redirect', () => {
    expect(realPlayHref(game, false)).toBe(
      '/registration?redirect=%2Fplay%2Fnorthlight%2Fbook-of-ra',
    );
  });
});

describe('demo exists when the game has FUN, except in the live category (spec 03 section 1.3)', () => {
  test.each([
    ['a slot with FUN', testGame(), true],
    ['a slot without FUN', testGame({ currencies: { EUR: { id: 1, jackpot: null } } }), false],
    ['a game whose demo mode is off', testGame({ has_demo_mode: false }), false],
    ['a live game with FUN', testGame({ categories: ['live', 'roulette'] }), false],
  ])('%s: %s', (_name, game, demo) => {
    expect(hasDemo(game)).toBe(demo);
  });
});

describe('favourite ids are the per-currency game ids (spec 03 section 7)', () => {
  test("the id of the player's currency", () => {
    expect(favoriteEntryId(testGame(), 'USD')).toBe(12);
  });
  test('a game without that currency answers its lowest id, as the v1 list does', () => {
    expect(favoriteEntryId(testGame(), 'NOK')).toBe(10);
  });
  test('a game without currencies has none', () => {
    expect(favoriteEntryId(testGame({ currencies: {} }), 'EUR')).toBeNull();
  });
});

describe('tile labels: badges (type, theme) and the categories exclusive, prerelease, drop-wins (spec 02 section 3)', () => {
  test('badges come first, in their order and theme', () => {
    expect(
      tileLabels(
        testGame({
          badges: [
            { type: 'new', theme: 'green' },
            { type: 'hot', theme: 'red' },
          ],
        }),
      ),
    ).toEqual([
      { key: 'NEW', theme: 'green' },
      { key: 'HOT', theme: 'red' },
    ]);
  });
  test('a flag adds a label only when no badge says the same', () => {
    expect(
      tileLabels(
        testGame({
          categories: ['exclusive', 'prerelease'],
          badges: [{ type: 'exclusive', theme: 'gold' }],
        }),
      ),
    ).toEqual([
      { key: 'EXCLUSIVE', theme: 'gold' },
      { key: 'PRERELEASE', theme: 'cyan' },
    ]);
  });
  test('drop-wins reads as the drops label', () => {
    expect(tileLabels(testGame({ categories: ['drop-wins'] }))).toEqual([
      { key: 'DROPS', theme: 'blue' },
    ]);
  });
  test('at most two labels, unknown badge types skipped', () => {
    const game = testGame({
      badges: [
        { type: 'mystery', theme: 'x' },
        { type: 'new', theme: 'green' },
        { type: 'hot', theme: 'red' },
        { type: 'jackpot', theme: 'purple' },
      ],
    });
    expect(tileLabels(game).map((label) => label.key)).toEqual(['NEW', 'HOT']);
  });
});
