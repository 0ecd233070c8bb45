import { registrationBodySchema } from '@casino/api/auth';
import { validateBirthdayParts } from '@casino/domain/birthday';
import type { SignUpBody } from '~/features/auth/api/sign-up';
import { formErrorsFromZod, type FormErrors } from '~/lib/forms/form-errors';

/** What the registration popup holds while the player types (spec 01 section 2; fields of spec 03 section 4). */
export interface RegistrationValues {
  email: string;
  password: string;
  currency: string;
  country: string;
  day: string;
  month: string;
  year: string;
  nickname: string;
  receive_promos: boolean;
  terms_acceptance: boolean;
}

export const REGISTRATION_FIELD_ORDER = [
  'email',
  'password',
  'currency',
  'country',
  'date_of_birth',
  'nickname',
  'terms_acceptance',
] as const;

export function emptyRegistration(currency: string, country: string): RegistrationValues {
  return {
    email: '',
    password: '',
    currency,
    country,
    day: '',
    month: '',
    year: '',
    nickname: '',
    receive_promos: false,
    terms_acceptance: false,
  };
}

/** YYYY-MM-DD from the three selects, or '' until all three are picked. */
export function birthdayValue({
  day,
  month,
  year,
}: Pick<RegistrationValues, 'day' | 'month' | 'year'>): string {
  return day && month && year ? `${year}-${month}-${day}` : '';
}

/** The POST /api/users body; the password is typed once (with show/hide), so its confirmation is the same text. */
export function registrationBody(values: RegistrationValues, language: string): SignUpBody {
  return {
    user: {
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password,
      nickname: values.nickname.trim() === '' ? null : values.nickname.trim(),
      currency: values.currency,
      country: values.country,
      date_of_birth: birthdayValue(values),
      receive_promos: values.receive_promos,
      terms_acceptance: values.terms_acceptance,
      language,
      dfpc: '',
    },
  };
}

/**
 * The quick answer of the browser: the server's own request schema, then the birthday with the chosen
 * country (spec 01 section 5: 18, or 21 for Estonia), which the schema cannot know. The birthday is
 * asked at sign-up for every player: no one under age may open an account.
 */
export function validateRegistration(
  values: RegistrationValues,
  language: string,
  today: Date = new Date(),
): FormErrors {
  const parsed = registrationBodySchema.safeParse(registrationBody(values, language));
  const errors = parsed.success ? {} : formErrorsFromZod(parsed.error);
  delete errors.password_confirmation;
  const birthday = validateBirthdayParts(values, values.country, today);
  if (birthday !== null) errors.date_of_birth = birthday;
  else delete errors.date_of_birth;
  return errors;
}
