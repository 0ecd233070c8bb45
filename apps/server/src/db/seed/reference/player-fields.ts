import { EMAIL_MAX_LENGTH } from '@casino/domain/email';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@casino/domain/password';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '@casino/domain/nickname';
import { PERSONAL_ID_LENGTH } from '@casino/domain/personal-id';
import { PHONE_MIN_DIGITS } from '@casino/domain/phone';

/** A profile field of GET /api/info/player_fields: type, length bounds, once_set and allowed values. */
export interface PlayerFieldSeed {
  field: string;
  type: string;
  min_length: number | null;
  max_length: number | null;
  once_set: boolean;
  inclusion: string[] | null;
}

const field = (
  name: string,
  type: string,
  length: [number, number] | null = null,
  options: { once_set?: boolean; inclusion?: string[] } = {},
): PlayerFieldSeed => ({
  field: name,
  type,
  min_length: length?.[0] ?? null,
  max_length: length?.[1] ?? null,
  once_set: options.once_set ?? false,
  inclusion: options.inclusion ?? null,
});

/** The User fields of spec 01 section 3 a player can fill in; bounds come from the domain validators of spec 01 section 5. */
export const PLAYER_FIELD_SEEDS: readonly PlayerFieldSeed[] = [
  field('email', 'email', [5, EMAIL_MAX_LENGTH]),
  field('password', 'password', [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]),
  field('nickname', 'string', [NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH]),
  field('first_name', 'string', [1, 50]),
  field('last_name', 'string', [1, 50]),
  // Birth date and national id cannot be changed by the player once given: KYC relies on them.
  field('date_of_birth', 'date', null, { once_set: true }),
  field('gender', 'select', null, { inclusion: ['m', 'f'] }),
  field('country', 'country', [2, 2]),
  field('city', 'string', [1, 50]),
  field('address', 'string', [1, 100]),
  field('postal_code', 'string', [2, 12]),
  field('state', 'string', [1, 50]),
  field('mobile_phone', 'phone', [PHONE_MIN_DIGITS, 24]),
  field('personal_id_number', 'string', [PERSONAL_ID_LENGTH, PERSONAL_ID_LENGTH], {
    once_set: true,
  }),
  field('currency', 'currency', [3, 4]),
  field('receive_promos', 'boolean'),
  field('receive_sms_promos', 'boolean'),
  field('terms_acceptance', 'boolean'),
];

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'mobile_phone',
  'country',
  'city',
  'address',
  'postal_code',
];

/**
 * Required fields per context (spec 01 section 5). Cashout asks what a deposit asks: the national id is an
 * Estonian-licence KYC document, not a field every market can give. `bgaming` is the house studio's provider
 * context checked before real play. `payment_systems.<system>.<action>` rows become contexts.payment_systems.
 */
export const PLAYER_FIELD_CONTEXT_SEEDS: Readonly<Record<string, readonly string[]>> = {
  registration: ['email', 'password', 'currency', 'terms_acceptance'],
  deposit: ADDRESS_FIELDS,
  cashout: ADDRESS_FIELDS,
  edition: [
    'first_name',
    'last_name',
    'nickname',
    'date_of_birth',
    'gender',
    'mobile_phone',
    'country',
    'city',
    'address',
    'postal_code',
    'state',
  ],
  bgaming: ['first_name', 'last_name', 'date_of_birth'],
  'payment_systems.bank_transfer.deposit': ['first_name', 'last_name'],
  'payment_systems.bank_transfer.cashout': [
    'first_name',
    'last_name',
    'address',
    'city',
    'postal_code',
    'country',
  ],
  'payment_systems.cards.deposit': ['first_name', 'last_name', 'postal_code'],
  'payment_systems.cards.cashout': ['first_name', 'last_name', 'postal_code'],
};
