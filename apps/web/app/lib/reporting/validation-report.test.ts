import { expect, test } from 'vitest';
import { validationMetricsSchema } from '@casino/api/reporting';
import { validationMetrics } from '~/lib/reporting/validation-report';

test('a failed submit reports each failed field with the message key shown first', () => {
  const body = validationMetrics('RegistrationForm', 'frontEnd', {
    email: 'VALIDATION.EMAIL_INVALID',
    password: 'VALIDATION.PASSWORD_WEAK',
    currency: undefined,
  });
  expect(body).toEqual({
    side: 'frontEnd',
    component: 'RegistrationForm',
    errors: [
      { key: 'email', firstMessage: 'VALIDATION.EMAIL_INVALID' },
      { key: 'password', firstMessage: 'VALIDATION.PASSWORD_WEAK' },
    ],
  });
  expect(validationMetricsSchema.safeParse(body).success).toBe(true);
});

test('a failure without field errors (network, 429, a whole-form message) reports nothing', () => {
  expect(validationMetrics('LoginForm', 'backEnd', {})).toBeNull();
  expect(validationMetrics('LoginForm', 'backEnd', { email: undefined })).toBeNull();
});

test('at most the 100 fields the server takes', () => {
  const many = Object.fromEntries(
    Array.from({ length: 120 }, (_, i) => [`field_${i}`, 'VALIDATION.REQUIRED']),
  );
  const body = validationMetrics('ProfileEdit', 'backEnd', many);
  expect(body?.errors).toHaveLength(100);
  expect(validationMetricsSchema.safeParse(body).success).toBe(true);
});
