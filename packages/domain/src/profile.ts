import { currencyOf } from './currency.ts';
import { validateRequired } from './generic.ts';
import { stateFromPostalCode } from './postal-code.ts';

/** Spec 01 section 5: phone, names, birth date, country, city, address and postal code. */
export const PERSONAL_INFO_FIELDS = [
  'mobile_phone',
  'first_name',
  'last_name',
  'date_of_birth',
  'country',
  'city',
  'address',
  'postal_code',
] as const;
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];

/** Spec 01 section 5: the required fields that are empty (null, missing or blank) on the player, in `required` order. */
export function missingFields(
  player: Record<string, unknown>,
  required: readonly string[],
): string[] {
  return required.filter((field) => validateRequired(player[field]) !== null);
}

/** Spec 01 section 5: the personal-info modal is forced for fiat-currency players missing any personal field. */
export function needsPersonalInfo(
  player: Record<string, unknown>,
  currencyIsFiat: boolean,
): boolean {
  return currencyIsFiat && missingFields(player, PERSONAL_INFO_FIELDS).length > 0;
}

/** Spec 01 sections 4-5: the forced profile steps, in the order they are asked. */
export type ForcedProfileStep = 'terms_acceptance' | 'personal_info';

/** What the forced steps read of a player: the personal fields, the currency and auth_fields_missed. */
export type ForcedStepPlayer = Partial<Record<PersonalInfoField, string | null>> & {
  currency: string;
  auth_fields_missed: readonly string[];
};

/**
 * Spec 01 sections 4-5: the step a signed-in player must take now: accept the terms when auth_fields_missed holds
 * terms_acceptance, then, for a fiat currency only (an unknown code is not fiat), fill in the personal info.
 */
export function forcedProfileStep(player: ForcedStepPlayer): ForcedProfileStep | null {
  if (player.auth_fields_missed.includes('terms_acceptance')) return 'terms_acceptance';
  return needsPersonalInfo(player, currencyOf(player.currency)?.fiat === true)
    ? 'personal_info'
    : null;
}

export interface StateSource {
  country: string | null | undefined;
  state: string | null | undefined;
  postal_code: string | null | undefined;
}

/**
 * Spec 01 section 4: when the state is required for editing, empty, and an AU or CA postal code is
 * known, the state derived from the postal code (to save); otherwise null.
 */
export function shouldDeriveState(
  { country, state, postal_code }: StateSource,
  stateRequired: boolean,
): string | null {
  if (!stateRequired || (state ?? '').trim() !== '') return null;
  if (!country || !postal_code) return null;
  return stateFromPostalCode(country, postal_code);
}
