import { describe, expect, test } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('the password strength hint', () => {
  test.each([
    ['', 'invalid'],
    ['short1', 'invalid'],
    ['onlyletters', 'invalid'],
    ['with space 123', 'invalid'],
    ['letters123', 'weak'],
    ['Letters123', 'fair'],
    ['letters123456', 'fair'],
    ['letters12!', 'fair'],
    ['Letters12!', 'strong'],
    ['Longer-letters-123', 'strong'],
  ] as const)('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
