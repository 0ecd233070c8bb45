import { describe, expect, test } from 'vitest';
import { emailVerdictHintKey, parseEmailVerdict } from './email-verdict.ts';

describe('the e-mail check on blur', () => {
  test.each([
    ['IBIZA::VALID::ACCEPTED_EMAIL', 'valid', null],
    ['IBIZA::VALID::WHITELISTED', 'valid', null],
    ['IBIZA::RISKY::RISKY', 'risky', 'REGISTRATION.EMAIL_CHECK_RISKY'],
    ['IBIZA::RISKY::INBOX_FULL', 'risky', 'REGISTRATION.EMAIL_CHECK_RISKY'],
    ['IBIZA::RISKY::TIMEOUT', 'risky', 'REGISTRATION.EMAIL_CHECK_RISKY'],
    ['IBIZA::INVALID::BLACKLISTED', 'invalid', 'REGISTRATION.EMAIL_CHECK_INVALID'],
    ['IBIZA::INVALID::INVALID_DOMAIN', 'invalid', 'REGISTRATION.EMAIL_CHECK_INVALID'],
    ['IBIZA::INVALID::REJECTED_EMAIL', 'invalid', 'REGISTRATION.EMAIL_CHECK_INVALID'],
    ['SOMETHING_ELSE', 'unknown', null],
    [undefined, 'unknown', null],
  ] as const)('%s reads as %s and hints %s', (verdict, kind, hint) => {
    expect(parseEmailVerdict(verdict)).toBe(kind);
    expect(emailVerdictHintKey(parseEmailVerdict(verdict))).toBe(hint);
  });
});
