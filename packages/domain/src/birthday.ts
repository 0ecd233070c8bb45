import { VALIDATION, type ValidationKey } from './validation-keys.ts';

export const MINIMUM_AGE = 18;
/** Estonia's gambling act sets 21 (spec 01 section 5). */
export const MINIMUM_AGE_BY_COUNTRY: Readonly<Record<string, number>> = { EE: 21 };
/** Nobody alive was born before this year; earlier years are typing mistakes. */
const EARLIEST_YEAR = 1900;

export interface BirthdayParts {
  day: string;
  month: string;
  year: string;
}

/** Spec 01 section 5: the minimum age is 18, or 21 for Estonia. */
export function minimumAge(country: string): number {
  return MINIMUM_AGE_BY_COUNTRY[country.toUpperCase()] ?? MINIMUM_AGE;
}

function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 Feb over into March; a real date survives the round trip unchanged.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return { year, month, day };
}

/**
 * Full years between a YYYY-MM-DD birth date and `today` (spec 01 section 5), on the UTC calendar so
 * the server and every browser agree. A 29 February birthday counts from 1 March in common years.
 * NaN for an invalid date, so any age comparison fails closed.
 */
export function ageOn(dateOfBirth: string, today: Date): number {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return Number.NaN;
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return today.getUTCFullYear() - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * Spec 01 section 5 birthday: day two digits at most 31, month two digits at most 12, a four digit
 * year, a real calendar date not in the future (else BIRTHDAY_INVALID), and the country's minimum age
 * (AGE_18, or AGE_21 for Estonia).
 */
export function validateBirthdayParts(
  parts: BirthdayParts,
  country: string,
  today: Date = new Date(),
): ValidationKey | null {
  const { day, month, year } = parts;
  if (day === '' && month === '' && year === '') return VALIDATION.REQUIRED;
  if (!/^\d{2}$/.test(day) || Number(day) < 1 || Number(day) > 31)
    return VALIDATION.BIRTHDAY_INVALID;
  if (!/^\d{2}$/.test(month) || Number(month) < 1 || Number(month) > 12)
    return VALIDATION.BIRTHDAY_INVALID;
  if (!/^\d{4}$/.test(year) || Number(year) < EARLIEST_YEAR) return VALIDATION.BIRTHDAY_INVALID;
  const age = ageOn(`${year}-${month}-${day}`, today);
  if (Number.isNaN(age) || age < 0) return VALIDATION.BIRTHDAY_INVALID;
  const minimum = minimumAge(country);
  if (age < minimum) return minimum >= 21 ? VALIDATION.AGE_21 : VALIDATION.AGE_18;
  return null;
}

/** Spec 01 section 5 birthday for a YYYY-MM-DD value (the wire format of date_of_birth). */
export function validateBirthday(
  value: string,
  country: string,
  today: Date = new Date(),
): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return VALIDATION.BIRTHDAY_INVALID;
  return validateBirthdayParts(
    { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' },
    country,
    today,
  );
}
