import type { EditablePlayerFields, Player } from '@casino/api/player';
import { STATES_BY_COUNTRY, stateFromPostalCode } from '@casino/domain/postal-code';
import { PROFILE_FIELDS, type ProfileField } from './player-fields.ts';

/** The main profile form: every field as text, the birthday split into the three selects. */
export type ProfileValues = Record<Exclude<ProfileField, 'date_of_birth'>, string> & {
  day: string;
  month: string;
  year: string;
};

export type TextField = Exclude<ProfileField, 'date_of_birth'>;
export const TEXT_FIELDS = PROFILE_FIELDS.filter(
  (field): field is TextField => field !== 'date_of_birth',
);

/** Countries whose state is picked from a list and can be derived from the postal code (spec 01 sections 4-5). */
export function statesOf(country: string): readonly string[] | null {
  return country === 'AU' || country === 'CA' ? STATES_BY_COUNTRY[country] : null;
}

export function profileValuesFrom(player: Player): ProfileValues {
  const [year = '', month = '', day = ''] = (player.date_of_birth ?? '').split('-');
  const text = (field: TextField) => (player[field] ?? '').trim();
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    nickname: text('nickname'),
    gender: text('gender'),
    mobile_phone: text('mobile_phone'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    postal_code: text('postal_code'),
    state: text('state'),
    day,
    month,
    year,
  };
}

export function dateOfBirth({ day, month, year }: ProfileValues): string {
  return day && month && year ? `${year}-${month}-${day}` : '';
}

/** Only what the player changed goes to PATCH /api/player (spec 01 section 7); a cleared field is sent as null. */
export function changedFields(
  initial: ProfileValues,
  current: ProfileValues,
): EditablePlayerFields {
  const changes: EditablePlayerFields = {};
  for (const field of TEXT_FIELDS) {
    const value = current[field].trim();
    if (value !== initial[field].trim()) changes[field] = value === '' ? null : value;
  }
  const birthday = dateOfBirth(current);
  if (birthday !== dateOfBirth(initial)) changes.date_of_birth = birthday === '' ? null : birthday;
  return changes;
}

/** Spec 01 section 4: the state an AU or CA postal code belongs to, when the state is still empty. */
export function derivedState(
  values: Pick<ProfileValues, 'country' | 'postal_code' | 'state'>,
): string | null {
  if (values.state !== '' || !statesOf(values.country)) return null;
  return stateFromPostalCode(values.country, values.postal_code);
}

export const BLANK_PROFILE: ProfileValues = {
  first_name: '',
  last_name: '',
  nickname: '',
  gender: '',
  mobile_phone: '',
  country: '',
  city: '',
  address: '',
  postal_code: '',
  state: '',
  day: '',
  month: '',
  year: '',
};
