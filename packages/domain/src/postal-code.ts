import { VALIDATION, type ValidationKey } from './validation-keys.ts';

type StateCountry = 'AU' | 'CA';

/** The states and provinces a player may pick where the state field exists (spec 01 section 4). */
export const STATES_BY_COUNTRY: Record<StateCountry, readonly string[]> = {
  AU: [
    'Australian Capital Territory',
    'New South Wales',
    'Northern Territory',
    'Queensland',
    'South Australia',
    'Tasmania',
    'Victoria',
    'Western Australia',
  ],
  CA: [
    'Alberta',
    'British Columbia',
    'Manitoba',
    'New Brunswick',
    'Newfoundland and Labrador',
    'Northwest Territories',
    'Nova Scotia',
    'Nunavut',
    'Ontario',
    'Prince Edward Island',
    'Quebec',
    'Saskatchewan',
    'Yukon',
  ],
};

/** Spec 01 section 5, Australian postal code to state: inclusive ranges, checked in table order. */
export const AU_POSTCODE_RANGES: readonly (readonly [from: number, to: number, state: string])[] = [
  [200, 299, 'Australian Capital Territory'],
  [2600, 2618, 'Australian Capital Territory'],
  [2900, 2920, 'Australian Capital Territory'],
  [1000, 2599, 'New South Wales'],
  [2619, 2899, 'New South Wales'],
  [2921, 2999, 'New South Wales'],
  [3000, 3999, 'Victoria'],
  [8000, 8999, 'Victoria'],
  [4000, 4999, 'Queensland'],
  [9000, 9999, 'Queensland'],
  [5000, 5999, 'South Australia'],
  [6000, 6797, 'Western Australia'],
  [6800, 6999, 'Western Australia'],
  [7000, 7999, 'Tasmania'],
  [800, 999, 'Northern Territory'],
];

/** Spec 01 section 5, Canadian postal code first letter to province or territory. */
export const CA_PROVINCE_BY_FIRST_LETTER: Readonly<Record<string, string>> = {
  A: 'Newfoundland and Labrador',
  B: 'Nova Scotia',
  C: 'Prince Edward Island',
  E: 'New Brunswick',
  G: 'Quebec',
  H: 'Quebec',
  J: 'Quebec',
  K: 'Ontario',
  L: 'Ontario',
  M: 'Ontario',
  N: 'Ontario',
  P: 'Ontario',
  R: 'Manitoba',
  S: 'Saskatchewan',
  T: 'Alberta',
  V: 'British Columbia',
  X: 'Northwest Territories',
  Y: 'Yukon',
};

const AU_PATTERN = /^\d{4}$/;
// Canada Post never uses D, F, I, O, Q or U; W and Z never lead. One optional space in the middle.
const CA_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
const GENERIC_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;

/** Spec 01 sections 4-5: the AU state or CA province a valid postal code belongs to, else null. */
export function stateFromPostalCode(country: string, postalCode: string): string | null {
  const code = postalCode.trim();
  switch (country.toUpperCase()) {
    case 'AU': {
      if (!AU_PATTERN.test(code)) return null;
      const n = Number(code);
      return AU_POSTCODE_RANGES.find(([from, to]) => n >= from && n <= to)?.[2] ?? null;
    }
    case 'CA':
      return CA_PATTERN.test(code)
        ? (CA_PROVINCE_BY_FIRST_LETTER[code.charAt(0).toUpperCase()] ?? null)
        : null;
    default:
      return null;
  }
}

/**
 * Spec 01 section 5 postal code by country: AU four digits, CA `A1A 1A1` (any case, space optional),
 * elsewhere 2 to 10 letters and digits with dashes or spaces between them.
 */
export function validatePostalCode(country: string, value: string): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  const pattern =
    country.toUpperCase() === 'AU'
      ? AU_PATTERN
      : country.toUpperCase() === 'CA'
        ? CA_PATTERN
        : GENERIC_PATTERN;
  return pattern.test(value) ? null : VALIDATION.POSTAL_CODE_INVALID;
}
