import { describe, expect, test } from 'vitest';
import { STATES_BY_COUNTRY, stateFromPostalCode, validatePostalCode } from './postal-code.ts';
import { VALIDATION } from './validation-keys.ts';

const ACT = 'Australian Capital Territory';
const NSW = 'New South Wales';
const VIC = 'Victoria';
const QLD = 'Queensland';
const SA = 'South Australia';
const WA = 'Western Australia';
const TAS = 'Tasmania';
const NT = 'Northern Territory';

describe('spec 01 section 5: Australian postal code to state, every range boundary', () => {
  test.each([
    // 0200-0299, 2600-2618, 2900-2920 Australian Capital Territory
    ['0200', ACT],
    ['0299', ACT],
    ['2600', ACT],
    ['2618', ACT],
    ['2900', ACT],
    ['2920', ACT],
    // 1000-2599, 2619-2899, 2921-2999 New South Wales
    ['1000', NSW],
    ['2599', NSW],
    ['2619', NSW],
    ['2899', NSW],
    ['2921', NSW],
    ['2999', NSW],
    // 3000-3999, 8000-8999 Victoria
    ['3000', VIC],
    ['3999', VIC],
    ['8000', VIC],
    ['8999', VIC],
    // 4000-4999, 9000-9999 Queensland
    ['4000', QLD],
    ['4999', QLD],
    ['9000', QLD],
    ['9999', QLD],
    // 5000-5999 South Australia
    ['5000', SA],
    ['5999', SA],
    // 6000-6797, 6800-6999 Western Australia
    ['6000', WA],
    ['6797', WA],
    ['6800', WA],
    ['6999', WA],
    // 7000-7999 Tasmania
    ['7000', TAS],
    ['7999', TAS],
    // 0800-0999 Northern Territory
    ['0800', NT],
    ['0999', NT],
  ])('AU %s is %s', (postalCode, state) => {
    expect(stateFromPostalCode('AU', postalCode)).toBe(state);
  });

  test.each(['6798', '6799', '0000', '0199', '0300', '0799'])(
    'AU %s lies in no range and has no state',
    (postalCode) => {
      expect(stateFromPostalCode('AU', postalCode)).toBeNull();
    },
  );

  test.each(['200', '02000', 'ABCD', ''])(
    'AU %j is not a four digit postcode and has no state',
    (postalCode) => {
      expect(stateFromPostalCode('AU', postalCode)).toBeNull();
    },
  );

  test('every derived AU state is one the state field offers', () => {
    for (let n = 0; n <= 9999; n += 1) {
      const state = stateFromPostalCode('AU', String(n).padStart(4, '0'));
      if (state !== null) expect(STATES_BY_COUNTRY.AU).toContain(state);
    }
  });
});

describe('spec 01 section 5: Canadian postal code first letter to province', () => {
  test.each([
    ['A', 'Newfoundland and Labrador'],
    ['B', 'Nova Scotia'],
    ['C', 'Prince Edward Island'],
    ['E', 'New Brunswick'],
    ['G', 'Quebec'],
    ['H', 'Quebec'],
    ['J', 'Quebec'],
    ['K', 'Ontario'],
    ['L', 'Ontario'],
    ['M', 'Ontario'],
    ['N', 'Ontario'],
    ['P', 'Ontario'],
    ['R', 'Manitoba'],
    ['S', 'Saskatchewan'],
    ['T', 'Alberta'],
    ['V', 'British Columbia'],
    ['X', 'Northwest Territories'],
    ['Y', 'Yukon'],
  ])('CA %s1A 1A1 is %s', (letter, province) => {
    expect(stateFromPostalCode('CA', `${letter}1A 1A1`)).toBe(province);
    expect(STATES_BY_COUNTRY.CA).toContain(province);
  });

  test('lower case and a missing space still name the province', () => {
    expect(stateFromPostalCode('ca', 'k1a0b1')).toBe('Ontario');
  });

  test.each(['D1A 1A1', 'W1A 1A1', 'Z1A 1A1', 'K1A', 'hello'])(
    'CA %s is not a postal code and has no province',
    (postalCode) => {
      expect(stateFromPostalCode('CA', postalCode)).toBeNull();
    },
  );

  test('other countries have no derived state', () => {
    expect(stateFromPostalCode('DE', '10115')).toBeNull();
  });
});

describe('spec 01 section 5: postal code by country, else generic alphanumeric with dash or space', () => {
  test.each([
    ['AU', '2000', null],
    ['AU', '200', VALIDATION.POSTAL_CODE_INVALID],
    ['AU', '20000', VALIDATION.POSTAL_CODE_INVALID],
    ['AU', '2OOO', VALIDATION.POSTAL_CODE_INVALID],
    ['CA', 'K1A 0B1', null],
    ['CA', 'K1A0B1', null],
    ['CA', 'k1a 0b1', null],
    ['CA', 'K1A  0B1', VALIDATION.POSTAL_CODE_INVALID],
    ['CA', 'D1A 0B1', VALIDATION.POSTAL_CODE_INVALID],
    ['CA', '12345', VALIDATION.POSTAL_CODE_INVALID],
    ['DE', '10115', null],
    ['GB', 'SW1A 1AA', null],
    ['NL', '1012-AB', null],
    ['NO', '01', null],
    ['DE', '1', VALIDATION.POSTAL_CODE_INVALID],
    ['DE', '12345678901', VALIDATION.POSTAL_CODE_INVALID],
    ['DE', '-1234', VALIDATION.POSTAL_CODE_INVALID],
    ['DE', '1234 ', VALIDATION.POSTAL_CODE_INVALID],
    ['DE', '10_115', VALIDATION.POSTAL_CODE_INVALID],
    ['DE', '', VALIDATION.REQUIRED],
  ])('%s %j -> %s', (country, value, key) => {
    expect(validatePostalCode(country, value)).toBe(key);
  });
});
