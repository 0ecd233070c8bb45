import { editablePlayerFieldsSchema, type EditablePlayerFields } from '@casino/api/player';
import { validateBirthdayParts } from '@casino/domain/birthday';
import { validatePostalCode } from '@casino/domain/postal-code';
import { VALIDATION } from '@casino/domain/validation-keys';
import { formErrorsFromZod, type FormErrors } from '~/lib/forms/form-errors';
import {
  BLANK_PROFILE,
  TEXT_FIELDS,
  changedFields,
  statesOf,
  type ProfileValues,
} from './profile-values.ts';

// Kept apart from profile-values.ts: this file brings zod, so the page loads it only when the player saves.

/**
 * The browser's quick answer (the server decides): the PATCH schema's character rules, the fields the
 * context requires, the birthday and postal code for the chosen country, and a state from the list.
 * Locked (once set) fields are not judged: the player cannot change them anyway.
 */
export function validateProfile(
  values: ProfileValues,
  required: ReadonlySet<string>,
  locked: ReadonlySet<string> = new Set(),
): FormErrors {
  const all: EditablePlayerFields = changedFields(BLANK_PROFILE, values);
  const parsed = editablePlayerFieldsSchema.safeParse(all);
  const errors: FormErrors = parsed.success ? {} : formErrorsFromZod(parsed.error);
  const { country } = values;
  const birthdayGiven = values.day !== '' || values.month !== '' || values.year !== '';
  if (birthdayGiven || required.has('date_of_birth')) {
    const birthday = validateBirthdayParts(values, country);
    if (birthday !== null) errors.date_of_birth = birthday;
  }
  if (values.postal_code.trim() !== '') {
    const postal = validatePostalCode(country, values.postal_code.trim());
    if (postal !== null) errors.postal_code = postal;
  }
  const states = statesOf(country);
  if (states && values.state !== '' && !states.includes(values.state))
    errors.state = VALIDATION.STATE_INVALID;
  for (const field of TEXT_FIELDS) {
    // A state is asked only where the country has states.
    if (!required.has(field) || (field === 'state' && !states)) continue;
    if (values[field].trim() === '') errors[field] = VALIDATION.REQUIRED;
  }
  for (const field of locked) delete errors[field];
  return errors;
}
