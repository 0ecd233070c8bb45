import { describe, expect, test } from 'vitest';
import { ageOn, minimumAge, validateBirthday, validateBirthdayParts } from './birthday.ts';
import { VALIDATION } from './validation-keys.ts';

const TODAY = new Date('2026-06-15T12:00:00Z');

describe('spec 01 section 5: minimum age 18, or 21 for Estonia', () => {
  test.each([
    ['EE', 21],
    ['ee', 21],
    ['DE', 18],
    ['CA', 18],
    ['AU', 18],
  ])('%s -> %i', (country, age) => {
    expect(minimumAge(country)).toBe(age);
  });
});

describe('ageOn counts full years', () => {
  test.each([
    ['2008-06-15', 18],
    ['2008-06-16', 17],
    ['2008-06-14', 18],
    ['2000-01-01', 26],
    ['2026-06-15', 0],
  ])('born %s is %i on 2026-06-15', (dob, age) => {
    expect(ageOn(dob, TODAY)).toBe(age);
  });

  test('a 29 February birthday is reached on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T00:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(18);
  });

  test('an invalid date has no age', () => {
    expect(ageOn('2008-02-30', TODAY)).toBeNaN();
  });
});

describe('spec 01 section 5: birthday on the exact 18th and 21st birthdays', () => {
  test.each([
    ['2008-06-16', 'DE', VALIDATION.AGE_18, 'the day before the 18th birthday'],
    ['2008-06-15', 'DE', null, 'on the 18th birthday'],
    ['2008-06-15', 'CA', null, 'on the 18th birthday in Canada'],
    ['2005-06-16', 'EE', VALIDATION.AGE_21, 'the day before the 21st birthday in Estonia'],
    ['2005-06-15', 'EE', null, 'on the 21st birthday in Estonia'],
    ['2008-06-15', 'EE', VALIDATION.AGE_21, 'an 18 year old in Estonia'],
    ['1950-12-31', 'DE', null, 'a long-standing adult'],
  ])('%s in %s -> %s (%s)', (dob, country, key, _situation) => {
    expect(validateBirthday(dob, country, TODAY)).toBe(key);
  });
});

describe('spec 01 section 5: day two digits at most 31, month two digits at most 12, a valid full date', () => {
  test.each([
    [{ day: '31', month: '02', year: '1990' }, VALIDATION.BIRTHDAY_INVALID, '31 February'],
    [
      { day: '29', month: '02', year: '1991' },
      VALIDATION.BIRTHDAY_INVALID,
      '29 February in a common year',
    ],
    [{ day: '29', month: '02', year: '1992' }, null, '29 February in a leap year'],
    [{ day: '31', month: '04', year: '1990' }, VALIDATION.BIRTHDAY_INVALID, '31 April'],
    [{ day: '32', month: '01', year: '1990' }, VALIDATION.BIRTHDAY_INVALID, 'day 32'],
    [{ day: '00', month: '01', year: '1990' }, VALIDATION.BIRTHDAY_INVALID, 'day 0'],
    [{ day: '1', month: '01', year: '1990' }, VALIDATION.BIRTHDAY_INVALID, 'one digit day'],
    [{ day: '01', month: '13', year: '1990' }, VALIDATION.BIRTHDAY_INVALID, 'month 13'],
    [{ day: '01', month: '00', year: '1990' }, VALIDATION.BIRTHDAY_INVALID, 'month 0'],
    [{ day: '01', month: '1', year: '1990' }, VALIDATION.BIRTHDAY_INVALID, 'one digit month'],
    [{ day: '01', month: '01', year: '90' }, VALIDATION.BIRTHDAY_INVALID, 'two digit year'],
    [{ day: '01', month: '01', year: '1899' }, VALIDATION.BIRTHDAY_INVALID, 'before 1900'],
    [{ day: '01', month: '01', year: '2030' }, VALIDATION.BIRTHDAY_INVALID, 'in the future'],
    [{ day: 'ab', month: '01', year: '1990' }, VALIDATION.BIRTHDAY_INVALID, 'letters'],
    [{ day: '', month: '', year: '' }, VALIDATION.REQUIRED, 'nothing entered'],
    [{ day: '31', month: '12', year: '1990' }, null, 'a valid date'],
  ])('%o -> %s (%s)', (parts, key, _situation) => {
    expect(validateBirthdayParts(parts, 'DE', TODAY)).toBe(key);
  });

  test.each(['1990/01/01', '01.01.1990', '1990-1-1', 'garbage'])(
    '%j is not a YYYY-MM-DD date',
    (value) => {
      expect(validateBirthday(value, 'DE', TODAY)).toBe(VALIDATION.BIRTHDAY_INVALID);
    },
  );

  test('an empty date is required', () => {
    expect(validateBirthday('', 'DE', TODAY)).toBe(VALIDATION.REQUIRED);
  });
});
