import { describe, expect, test } from 'vitest';
import { isOtpCode, secretGroups } from './otp-code.ts';

describe('two-factor setup', () => {
  test.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12 456', false],
    ['abcdef', false],
  ])('%s is a code: %s', (code, ok) => {
    expect(isOtpCode(code)).toBe(ok);
  });

  test('the secret is shown in groups of four', () => {
    expect(secretGroups('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(secretGroups('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });
});
