import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { validateEmail } from '@casino/domain/email';
import { validateNickname } from '@casino/domain/nickname';
import { validatePassword } from '@casino/domain/password';
import { VALIDATION } from '@casino/domain/validation-keys';
import { mustChecked, requiredString, ruled, ruledAll, validationKeySchema } from './validation.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ruled: a domain validator as a zod string check whose message is the key', () => {
  const email = ruled(validateEmail);

  test('a valid value parses unchanged', () => {
    expect(email.parse('player@example.com')).toBe('player@example.com');
  });

  test.each([
    ['not-an-email', VALIDATION.EMAIL_INVALID],
    ['', VALIDATION.REQUIRED],
  ])('%j fails with %s as the issue message', (value, key) => {
    expect(messages(email, value)).toEqual([key]);
  });

  test('the key sits at the field path inside an object, as the 422 handler reads it', () => {
    const result = z
      .strictObject({ user: z.strictObject({ nickname: ruled(validateNickname) }) })
      .safeParse({ user: { nickname: 'a_' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['user', 'nickname'], message: VALIDATION.NICKNAME_CHARS },
    ]);
  });

  test('the base schema checks run too', () => {
    expect(
      messages(
        ruled(validatePassword, z.string().max(10, VALIDATION.PASSWORD_TOO_LONG)),
        'abcdefghijk',
      ),
    ).toEqual([VALIDATION.PASSWORD_TOO_LONG, VALIDATION.PASSWORD_WEAK]);
  });

  test('a non-string is a type error, not a rule message', () => {
    expect(messages(email, 42)).not.toContain(VALIDATION.EMAIL_INVALID);
  });

  test('the result is still a ZodString that takes string methods', () => {
    expect(messages(ruled(validateEmail).max(10), 'player@example.com')).toHaveLength(1);
  });
});

describe('ruledAll reports the first broken rule', () => {
  const schema = ruledAll([
    validateNickname,
    (value) => (value === 'admin' ? VALIDATION.NICKNAME_TAKEN : null),
  ]);
  test.each([
    ['ab', VALIDATION.NICKNAME_LENGTH],
    ['admin', VALIDATION.NICKNAME_TAKEN],
  ])('%j -> %s', (value, key) => {
    expect(messages(schema, value)).toEqual([key]);
  });
  test('a value that passes every rule parses', () => {
    expect(schema.parse('lucky-7')).toBe('lucky-7');
  });
});

describe('requiredString and mustChecked', () => {
  test.each([[undefined], [''], ['   ']])('requiredString rejects %j with REQUIRED', (value) => {
    expect(messages(requiredString(), value)).toEqual([VALIDATION.REQUIRED]);
  });

  test('requiredString accepts text', () => {
    expect(requiredString().parse('Tallinn')).toBe('Tallinn');
  });

  test.each([[false], [undefined]])('mustChecked rejects %j with TERMS_REQUIRED', (value) => {
    expect(messages(mustChecked(), value)).toEqual([VALIDATION.TERMS_REQUIRED]);
  });

  test('mustChecked accepts a ticked box', () => {
    expect(mustChecked().parse(true)).toBe(true);
  });
});

test('validationKeySchema accepts message keys only', () => {
  expect(validationKeySchema.parse(VALIDATION.AGE_21)).toBe(VALIDATION.AGE_21);
  expect(validationKeySchema.safeParse('VALIDATION.NOPE').success).toBe(false);
});
