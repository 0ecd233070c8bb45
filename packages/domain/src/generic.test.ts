import { describe, expect, test } from 'vitest';
import {
  validateCheckBalance,
  validateConfirmedBy,
  validateInteger,
  validateLength,
  validateMultipleOf,
  validateMustChecked,
  validateRange,
  validateRequired,
} from './generic.ts';
import { VALIDATION } from './validation-keys.ts';

describe('spec 01 section 5 generic validators', () => {
  test.each([
    [null, VALIDATION.REQUIRED],
    [undefined, VALIDATION.REQUIRED],
    ['', VALIDATION.REQUIRED],
    ['  ', VALIDATION.REQUIRED],
    [false, VALIDATION.REQUIRED],
    [[], VALIDATION.REQUIRED],
    ['x', null],
    [0, null],
    [true, null],
    [['a'], null],
  ])('required %j -> %s', (value, key) => {
    expect(validateRequired(value)).toBe(key);
  });

  test.each([
    ['ab', { min: 3 }, VALIDATION.MIN_LENGTH],
    ['abc', { min: 3 }, null],
    ['abcd', { max: 3 }, VALIDATION.MAX_LENGTH],
    ['abc', { min: 3, max: 3 }, null],
    ['äöü', { max: 3 }, null],
    ['😀😀', { max: 2 }, null],
  ])('length %j %o -> %s', (value, bounds, key) => {
    expect(validateLength(value, bounds)).toBe(key);
  });

  test.each([
    [9, { min: 10 }, VALIDATION.MIN_VALUE],
    [10, { min: 10 }, null],
    [101, { max: 100 }, VALIDATION.MAX_VALUE],
    [100, { min: 10, max: 100 }, null],
    [Number.NaN, { min: 0 }, VALIDATION.INVALID],
    [Infinity, {}, VALIDATION.INVALID],
  ])('range %d %o -> %s', (n, bounds, key) => {
    expect(validateRange(n, bounds)).toBe(key);
  });

  test.each([
    [5, null],
    [-5, null],
    [5.5, VALIDATION.INTEGER],
    [Number.NaN, VALIDATION.INTEGER],
  ])('integer %d -> %s', (n, key) => {
    expect(validateInteger(n)).toBe(key);
  });

  test.each([
    [1000, 500, null],
    [1500, 1000, VALIDATION.MULTIPLE_OF],
    [0, 100, null],
    [0.3, 0.1, null],
    [0.35, 0.1, VALIDATION.MULTIPLE_OF],
    [100, 0, VALIDATION.MULTIPLE_OF],
    [100, -10, VALIDATION.MULTIPLE_OF],
  ])('multiple_of %d step %d -> %s', (n, step, key) => {
    expect(validateMultipleOf(n, step)).toBe(key);
  });

  test('confirmedBy: the two passwords must match', () => {
    expect(validateConfirmedBy('secret12', 'secret12')).toBeNull();
    expect(validateConfirmedBy('secret12', 'secret13')).toBe(VALIDATION.PASSWORDS_DO_NOT_MATCH);
  });

  test('must_checked: the terms box must be ticked', () => {
    expect(validateMustChecked(true)).toBeNull();
    expect(validateMustChecked(false)).toBe(VALIDATION.TERMS_REQUIRED);
  });

  test.each([
    [500, 1000, null],
    [1000, 1000, null],
    [1001, 1000, VALIDATION.NOT_ENOUGH_MONEY],
  ])('checkBalance %d of %d -> %s', (amount, limit, key) => {
    expect(validateCheckBalance(amount, limit)).toBe(key);
  });
});
