import { describe, expect, test } from 'vitest';
import { validateNameChars } from './name.ts';
import { VALIDATION } from './validation-keys.ts';

describe('spec 01 section 5: nameCharts of letters, spaces, digits, dot and hyphen', () => {
  test.each([
    ['John', null],
    ['Anna-Lena', null],
    ['J. R. R.', null],
    ['Henry 8', null],
    ['Ōsaka', null],
    ['Mañana', null],
    ['Ülle Õun', null],
    ['Jose\u0301', null],
    ["O'Brien", VALIDATION.NAME_CHARS],
    ['Smith_Jones', VALIDATION.NAME_CHARS],
    ['<b>', VALIDATION.NAME_CHARS],
    ['Anna,Lena', VALIDATION.NAME_CHARS],
    ['', VALIDATION.REQUIRED],
  ])('%j -> %s', (name, key) => {
    expect(validateNameChars(name)).toBe(key);
  });
});
