import type { EditablePlayerFields } from '@casino/api/player';
import { validateBirthday } from '@casino/domain/birthday';
import { validateLength } from '@casino/domain/generic';
import { ibanGroupToAdd, normalizeIban, validateIban } from '@casino/domain/iban';
import { validateNameChars } from '@casino/domain/name';
import { validateNickname } from '@casino/domain/nickname';
import { validatePersonalId } from '@casino/domain/personal-id';
import { validatePhone } from '@casino/domain/phone';
import { STATES_BY_COUNTRY, validatePostalCode } from '@casino/domain/postal-code';
import { shouldDeriveState } from '@casino/domain/profile';
import { VALIDATION, type ValidationKey } from '@casino/domain/validation-keys';
import type { FieldErrors } from '../../http/errors.ts';
import type { EditableProfile, FieldRule } from './player.repository.ts';

/** Genders offered when player_fields carries no inclusion list for gender. */
const DEFAULT_GENDERS = ['m', 'f'];

export interface ProfileChangeInput {
  current: EditableProfile;
  changes: EditablePlayerFields;
  rules: FieldRule[];
  /** Fields the context requires (player_field_contexts). */
  required: string[];
  /** Answers of the lookups that need the database, asked only for the values that changed. */
  countryKnown: boolean;
  nicknameTaken: boolean;
  today: Date;
}

export interface ProfileChangeResult {
  errors: FieldErrors;
  /** Stored columns that change. */
  updates: Partial<EditableProfile>;
  groupsToAdd: number[];
}

type Merged = EditableProfile & { iban: string | null };

const isBlank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const hasStates = (country: string): country is keyof typeof STATES_BY_COUNTRY =>
  country in STATES_BY_COUNTRY;

/** Trimmed strings, blanks as null, country upper case, IBAN without spaces: the form values are stored in. */
export function normalizeChanges(changes: EditablePlayerFields): EditablePlayerFields {
  const out: EditablePlayerFields = { ...changes };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'string')
      Object.assign(out, { [key]: value.trim() === '' ? null : value.trim() });
  }
  if (out.country) out.country = out.country.toUpperCase();
  if (out.iban) out.iban = normalizeIban(out.iban);
  return out;
}

/** The rule of one filled-in field, given the merged profile (postal code, state and age depend on the country). */
function fieldRule(
  field: string,
  value: string,
  merged: Merged,
  input: ProfileChangeInput,
  rule: FieldRule | undefined,
): ValidationKey | null {
  switch (field) {
    case 'first_name':
    case 'last_name':
      return validateNameChars(value);
    case 'nickname':
      return validateNickname(value) ?? (input.nicknameTaken ? VALIDATION.NICKNAME_TAKEN : null);
    case 'date_of_birth':
      return validateBirthday(value, merged.country, input.today);
    case 'gender':
      return (rule?.inclusion ?? DEFAULT_GENDERS).includes(value) ? null : VALIDATION.INVALID_VALUE;
    case 'country':
      return input.countryKnown ? null : VALIDATION.COUNTRY_INVALID;
    case 'postal_code':
      return validatePostalCode(merged.country, value);
    case 'state':
      return hasStates(merged.country) && !STATES_BY_COUNTRY[merged.country].includes(value)
        ? VALIDATION.STATE_INVALID
        : null;
    case 'mobile_phone':
      return validatePhone(value);
    case 'personal_id_number':
      return validatePersonalId(value);
    case 'iban':
      return validateIban(value);
    default:
      return null;
  }
}

/** The field's own rule first, then the length bounds player_fields gives it. */
function ruleFor(
  field: string,
  value: string,
  merged: Merged,
  input: ProfileChangeInput,
  rule: FieldRule | undefined,
): ValidationKey | null {
  return (
    fieldRule(field, value, merged, input, rule) ??
    (rule
      ? validateLength(value, {
          min: rule.min_length ?? undefined,
          max: rule.max_length ?? undefined,
        })
      : null)
  );
}

/** Fields whose validity depends on the country: a new country re-checks them even when they did not change. */
const COUNTRY_DEPENDENT = ['postal_code', 'state', 'date_of_birth'];

const COLUMNS = [
  'nickname',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'country',
  'city',
  'address',
  'postal_code',
  'state',
  'mobile_phone',
  'personal_id_number',
  'profession',
  'receive_promos',
  'receive_sms_promos',
  'receive_promos_via_phone_calls',
  'agreed_to_partner_promotions',
] as const satisfies readonly (keyof EditableProfile)[];

function setColumn<K extends keyof EditableProfile>(
  target: Partial<EditableProfile>,
  key: K,
  value: EditableProfile[K],
): void {
  target[key] = value;
}

/**
 * PATCH /api/player rules (spec 03 section 3, spec 01 section 5): once-set fields stay as they are, each changed
 * value passes its validator, and the context's required fields must be filled once the changes are merged.
 */
export function checkProfileChanges(input: ProfileChangeInput): ProfileChangeResult {
  const changes = normalizeChanges(input.changes);
  const errors: FieldErrors = {};
  const rules = new Map(input.rules.map((r) => [r.field, r]));
  const merged: Merged = {
    ...input.current,
    iban: null,
    ...changes,
    country: changes.country ?? input.current.country,
  };
  const before: Record<string, string | boolean | null> = { ...input.current, iban: null };
  const after: Record<string, string | boolean | null> = { ...merged };
  const fail = (field: string, key: ValidationKey) => {
    errors[field] ??= [key];
  };

  const changed = Object.keys(changes).filter((field) => after[field] !== before[field]);
  for (const field of changed) {
    if (rules.get(field)?.once_set && !isBlank(before[field])) fail(field, VALIDATION.FIELD_LOCKED);
  }
  if (changes.country === null) fail('country', VALIDATION.REQUIRED);

  const toCheck = new Set(changed);
  if (changed.includes('country')) COUNTRY_DEPENDENT.forEach((f) => toCheck.add(f));
  for (const field of toCheck) {
    const value = after[field];
    if (typeof value !== 'string' || errors[field]) continue;
    const key = ruleFor(field, value, merged, input, rules.get(field));
    if (key) fail(field, key);
  }

  // Spec 01 section 4: an empty state that the postal code determines is filled in rather than asked for.
  const derived = errors.postal_code
    ? null
    : shouldDeriveState(merged, input.required.includes('state'));
  if (derived) {
    merged.state = derived;
    after.state = derived;
  }

  for (const field of input.required) {
    if (field in after && isBlank(after[field])) fail(field, VALIDATION.REQUIRED);
  }

  const updates: Partial<EditableProfile> = {};
  for (const column of COLUMNS) {
    if (merged[column] !== input.current[column]) setColumn(updates, column, merged[column]);
  }
  const ibanGroup = merged.iban ? ibanGroupToAdd(merged.iban) : null;
  return { errors, updates, groupsToAdd: ibanGroup ? [ibanGroup] : [] };
}
