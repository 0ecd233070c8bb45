import { describe, expect, test } from 'vitest';
import { playerFixture } from './player-fixture.ts';
import {
  changedFields,
  derivedState,
  profileValuesFrom,
  type ProfileValues,
} from './profile-values.ts';
import { validateProfile } from './profile-validation.ts';

const values: ProfileValues = profileValuesFrom(playerFixture());
const edition = new Set([
  'first_name',
  'last_name',
  'date_of_birth',
  'mobile_phone',
  'country',
  'city',
  'address',
  'postal_code',
  'state',
]);

describe('the main profile form', () => {
  test('loads the stored profile, the birthday split into day, month and year', () => {
    expect(values).toMatchObject({
      first_name: 'Anna',
      nickname: '',
      day: '01',
      month: '02',
      year: '1990',
      state: '',
    });
  });

  test('an untouched form is valid and changes nothing', () => {
    expect(validateProfile(values, edition)).toEqual({});
    expect(changedFields(values, values)).toEqual({});
  });

  test('saving sends only the changed fields, a cleared one as null', () => {
    expect(
      changedFields(values, { ...values, city: 'Hamburg ', nickname: 'annab', gender: '' }),
    ).toEqual({ city: 'Hamburg', nickname: 'annab', gender: null });
    expect(changedFields(values, { ...values, day: '02' })).toEqual({
      date_of_birth: '1990-02-02',
    });
  });

  test.each<[string, Partial<ProfileValues>, string, string]>([
    ['a required field left empty', { city: '' }, 'city', 'VALIDATION.REQUIRED'],
    ['a name with symbols', { first_name: 'An#na' }, 'first_name', 'VALIDATION.NAME_CHARS'],
    ['a short phone', { mobile_phone: '12345' }, 'mobile_phone', 'VALIDATION.PHONE_INVALID'],
    ['a nickname too long', { nickname: 'a'.repeat(16) }, 'nickname', 'VALIDATION.NICKNAME_LENGTH'],
    [
      'an impossible birthday',
      { day: '30', month: '02' },
      'date_of_birth',
      'VALIDATION.BIRTHDAY_INVALID',
    ],
    [
      'an Australian postcode of five digits',
      { country: 'AU', postal_code: '20000', state: 'New South Wales' },
      'postal_code',
      'VALIDATION.POSTAL_CODE_INVALID',
    ],
    [
      'a Canadian state that is no province',
      { country: 'CA', postal_code: 'K1A 0B1', state: 'Bavaria' },
      'state',
      'VALIDATION.STATE_INVALID',
    ],
    [
      'an empty state in Canada',
      { country: 'CA', postal_code: 'K1A 0B1', state: '' },
      'state',
      'VALIDATION.REQUIRED',
    ],
  ])('%s is refused on its field', (_case, change, field, key) => {
    expect(validateProfile({ ...values, ...change }, edition)).toEqual({ [field]: key });
  });

  test('a country without states does not ask for one', () => {
    expect(validateProfile({ ...values, state: '' }, edition).state).toBeUndefined();
  });

  test('a locked (once set) field is not judged', () => {
    expect(
      validateProfile({ ...values, first_name: 'An#na' }, edition, new Set(['first_name'])),
    ).toEqual({});
  });

  test.each([
    [{ country: 'AU', postal_code: '2600', state: '' }, 'Australian Capital Territory'],
    [{ country: 'AU', postal_code: '3000', state: '' }, 'Victoria'],
    [{ country: 'CA', postal_code: 'H2X 1Y4', state: '' }, 'Quebec'],
    [{ country: 'CA', postal_code: 'H2X 1Y4', state: 'Ontario' }, null],
    [{ country: 'DE', postal_code: '10115', state: '' }, null],
  ])('the state derived from %j is %s', (input, state) => {
    expect(derivedState(input)).toBe(state);
  });
});
