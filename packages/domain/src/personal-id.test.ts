import { describe, expect, test } from 'vitest';
import { validatePersonalId } from './personal-id.ts';
import { VALIDATION } from './validation-keys.ts';

describe('spec 01 section 5: personalId of exactly 11 characters', () => {
  test.each([
    ['38001085718', null],
    ['ABC-123-456', null],
    ['3800108571', VALIDATION.PERSONAL_ID_LENGTH],
    ['380010857181', VALIDATION.PERSONAL_ID_LENGTH],
    ['', VALIDATION.REQUIRED],
  ])('%j -> %s', (id, key) => {
    expect(validatePersonalId(id)).toBe(key);
  });
});
