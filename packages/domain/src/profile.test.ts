import { describe, expect, test } from 'vitest';
import {
  PERSONAL_INFO_FIELDS,
  forcedProfileStep,
  missingFields,
  needsPersonalInfo,
  shouldDeriveState,
} from './profile.ts';

const complete = {
  mobile_phone: '+14165550123',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1990-12-10',
  country: 'CA',
  city: 'Toronto',
  address: '1 King St',
  postal_code: 'M5H 1A1',
};

test('spec 01 section 5: the personal-info fields', () => {
  expect(PERSONAL_INFO_FIELDS).toEqual([
    'mobile_phone',
    'first_name',
    'last_name',
    'date_of_birth',
    'country',
    'city',
    'address',
    'postal_code',
  ]);
});

describe('spec 01 section 5: the personal-info modal is forced for fiat players missing any field', () => {
  test('a complete fiat player is not asked', () => {
    expect(needsPersonalInfo(complete, true)).toBe(false);
  });

  test.each(PERSONAL_INFO_FIELDS.map((field) => [field]))(
    'a fiat player without %s is asked',
    (field) => {
      expect(needsPersonalInfo({ ...complete, [field]: null }, true)).toBe(true);
      expect(needsPersonalInfo({ ...complete, [field]: '  ' }, true)).toBe(true);
    },
  );

  test('a crypto player is never forced', () => {
    expect(needsPersonalInfo({}, false)).toBe(false);
  });

  test('missing fields come back in the order asked, counting null, absent and blank', () => {
    expect(
      missingFields({ city: '', address: 'x', state: null }, ['address', 'state', 'city', 'zip']),
    ).toEqual(['state', 'city', 'zip']);
  });
});

describe('spec 01 sections 4-5: the forced profile step, terms first, then personal info for fiat players', () => {
  const terms = ['terms_acceptance'];
  test.each([
    [{ ...complete, currency: 'EUR', auth_fields_missed: [] }, null, 'a complete EUR player'],
    [
      { ...complete, currency: 'CAD', auth_fields_missed: terms },
      'terms_acceptance',
      'terms missed, profile complete',
    ],
    [
      { currency: 'EUR', auth_fields_missed: terms },
      'terms_acceptance',
      'terms come before the personal info',
    ],
    [{ currency: 'EUR', auth_fields_missed: [] }, 'personal_info', 'an empty EUR profile'],
    [
      { ...complete, city: ' ', currency: 'CAD', auth_fields_missed: [] },
      'personal_info',
      'a CAD player with a blank city',
    ],
    [
      { ...complete, mobile_phone: null, currency: 'cad', auth_fields_missed: [] },
      'personal_info',
      'the code in lower case',
    ],
    [{ currency: 'BTC', auth_fields_missed: [] }, null, 'a crypto (BTC) player'],
    [{ currency: 'USDT', auth_fields_missed: [] }, null, 'a crypto (USDT) player'],
    [{ currency: 'XYZ', auth_fields_missed: [] }, null, 'a code we do not offer is not fiat'],
    [
      { currency: 'BTC', auth_fields_missed: terms },
      'terms_acceptance',
      'terms apply to crypto players too',
    ],
  ])('%o -> %s (%s)', (player, step, _why) => {
    expect(forcedProfileStep(player)).toBe(step);
  });
});

describe('spec 01 section 4: state derivation from the postal code', () => {
  test.each([
    [
      { country: 'AU', state: null, postal_code: '2600' },
      true,
      'Australian Capital Territory',
      'AU, required and empty',
    ],
    [
      { country: 'CA', state: '', postal_code: 'M5H 1A1' },
      true,
      'Ontario',
      'CA, required and blank',
    ],
    [{ country: 'AU', state: 'Victoria', postal_code: '2600' }, true, null, 'a state already set'],
    [{ country: 'AU', state: null, postal_code: '2600' }, false, null, 'state not required'],
    [{ country: 'AU', state: null, postal_code: null }, true, null, 'no postal code'],
    [{ country: 'AU', state: null, postal_code: '6798' }, true, null, 'a postal code in no range'],
    [{ country: 'DE', state: null, postal_code: '10115' }, true, null, 'not AU or CA'],
    [{ country: null, state: null, postal_code: '2600' }, true, null, 'no country'],
  ])('%o, required %s -> %s (%s)', (player, required, state, _why) => {
    expect(shouldDeriveState(player, required)).toBe(state);
  });
});
