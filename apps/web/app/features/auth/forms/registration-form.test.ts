import { describe, expect, test } from 'vitest';
import {
  emptyRegistration,
  registrationBody,
  validateRegistration,
  type RegistrationValues,
} from './registration-form.ts';

const today = new Date(Date.UTC(2026, 5, 15));
const valid: RegistrationValues = {
  ...emptyRegistration('EUR', 'DE'),
  email: 'player@example.com',
  password: 'Secret-2026',
  day: '01',
  month: '02',
  year: '1990',
  terms_acceptance: true,
};

describe('the registration form', () => {
  test('a complete form has no errors and sends the wire body of POST /api/users', () => {
    expect(validateRegistration(valid, 'de', today)).toEqual({});
    expect(registrationBody(valid, 'de')).toEqual({
      user: {
        email: 'player@example.com',
        password: 'Secret-2026',
        password_confirmation: 'Secret-2026',
        nickname: null,
        currency: 'EUR',
        country: 'DE',
        date_of_birth: '1990-02-01',
        receive_promos: false,
        terms_acceptance: true,
        language: 'de',
        dfpc: '',
      },
    });
  });

  test.each<[string, Partial<RegistrationValues>, string, string]>([
    ['an empty e-mail', { email: '' }, 'email', 'VALIDATION.REQUIRED'],
    ['a malformed e-mail', { email: 'player@' }, 'email', 'VALIDATION.EMAIL_INVALID'],
    ['a short password', { password: 'abc1' }, 'password', 'VALIDATION.PASSWORD_TOO_SHORT'],
    [
      'a password without digits',
      { password: 'lettersonly' },
      'password',
      'VALIDATION.PASSWORD_WEAK',
    ],
    ['a two-letter nickname', { nickname: 'ab' }, 'nickname', 'VALIDATION.NICKNAME_LENGTH'],
    ['a nickname with symbols', { nickname: 'ab$cd' }, 'nickname', 'VALIDATION.NICKNAME_CHARS'],
    ['no birthday', { day: '', month: '', year: '' }, 'date_of_birth', 'VALIDATION.REQUIRED'],
    [
      '31 February',
      { day: '31', month: '02', year: '1990' },
      'date_of_birth',
      'VALIDATION.BIRTHDAY_INVALID',
    ],
    [
      'a 17-year-old',
      { day: '16', month: '06', year: '2008' },
      'date_of_birth',
      'VALIDATION.AGE_18',
    ],
    [
      'a 20-year-old in Estonia',
      { country: 'EE', day: '15', month: '06', year: '2006' },
      'date_of_birth',
      'VALIDATION.AGE_21',
    ],
    [
      'unticked terms',
      { terms_acceptance: false },
      'terms_acceptance',
      'VALIDATION.TERMS_REQUIRED',
    ],
  ])('%s is refused on its field', (_case, change, field, key) => {
    expect(validateRegistration({ ...valid, ...change }, 'en', today)).toEqual({ [field]: key });
  });

  test('an 18th birthday today is old enough outside Estonia', () => {
    expect(
      validateRegistration({ ...valid, day: '15', month: '06', year: '2008' }, 'en', today),
    ).toEqual({});
  });

  test('the nickname is optional', () => {
    expect(validateRegistration({ ...valid, nickname: '  ' }, 'en', today)).toEqual({});
  });
});
