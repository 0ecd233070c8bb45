import { describe, expect, test } from 'vitest';
import { isLimitReached, missingProfileFields, playBlock } from './play-rules.ts';
import { isStudioBalanceMessage } from './studio-message.ts';

describe('play rules (spec 02 section 5)', () => {
  test('the provider context asks only for the fields the player left empty', () => {
    const player = { id: 1, first_name: 'Ann', last_name: '  ', date_of_birth: null, city: 'Oslo' };
    expect(missingProfileFields(player, ['first_name', 'last_name', 'date_of_birth'])).toEqual([
      'last_name',
      'date_of_birth',
    ]);
    expect(missingProfileFields(player, [])).toEqual([]);
    expect(missingProfileFields(player, ['city'])).toEqual([]);
  });

  test.each([
    [{ amount_cents: ['LIMITS.ERRORS.PLAY_LIMIT_REACHED'] }, true],
    [{ base: ['LIMITS.ERRORS.EXCLUDED'] }, true],
    [{ currency: ['VALIDATION.CURRENCY_NOT_SUPPORTED'] }, false],
    [{}, false],
  ])('a refused launch with %j is a reached limit: %s', (fields, expected) => {
    expect(isLimitReached(fields)).toBe(expected);
  });

  test.each([
    ['demo of a game with a demo', { mode: 'demo', hasDemo: true }, 'none'],
    ['demo of a game without one', { mode: 'demo', hasDemo: false }, 'no-demo'],
    ['real play in a currency the game has no entry for', { lockedCurrency: 'NOK' }, 'currency'],
    ['real play with empty context fields', { missingFields: ['last_name'] }, 'profile'],
    ['real play with a complete profile', {}, 'none'],
  ] as const)('%s: %s', (_label, input, kind) => {
    const block = playBlock({
      mode: 'real',
      hasDemo: true,
      lockedCurrency: null,
      missingFields: [],
      ...input,
    });
    expect(block.kind).toBe(kind);
  });

  test('the currency lock comes before the profile popup (no fields are asked for a game that cannot be played)', () => {
    expect(
      playBlock({ mode: 'real', hasDemo: true, lockedCurrency: 'NOK', missingFields: ['city'] }),
    ).toEqual({ kind: 'currency', currency: 'NOK' });
  });

  test('a demo asks for no profile fields and ignores the currency lock', () => {
    expect(
      playBlock({ mode: 'demo', hasDemo: true, lockedCurrency: 'NOK', missingFields: ['city'] }),
    ).toEqual({ kind: 'none' });
  });
});

describe("the studio frame's balance message", () => {
  test('is read by shape only', () => {
    expect(
      isStudioBalanceMessage({
        type: 'studio:balance',
        balance: 1200,
        currency: 'EUR',
        mode: 'real',
      }),
    ).toBe(true);
    expect(
      isStudioBalanceMessage({
        type: 'studio:balance',
        balance: '1200',
        currency: 'EUR',
        mode: 'real',
      }),
    ).toBe(false);
    expect(
      isStudioBalanceMessage({
        type: 'studio:balance',
        balance: 1.5,
        currency: 'EUR',
        mode: 'real',
      }),
    ).toBe(false);
    expect(
      isStudioBalanceMessage({ type: 'other', balance: 1, currency: 'EUR', mode: 'real' }),
    ).toBe(false);
    expect(isStudioBalanceMessage('studio:balance')).toBe(false);
    expect(isStudioBalanceMessage(null)).toBe(false);
  });
});
