import { VALIDATION, type ValidationKey } from './validation-keys.ts';

/** Bounds of validateLength and validateRange; either side may be left open. */
export interface Bounds {
  min?: number;
  max?: number;
}

/** Spec 01 section 5 `required`: null, undefined, blank strings, false and empty lists are missing. */
export function validateRequired(value: unknown): ValidationKey | null {
  if (value === null || value === undefined || value === false) return VALIDATION.REQUIRED;
  if (typeof value === 'string' && value.trim() === '') return VALIDATION.REQUIRED;
  if (Array.isArray(value) && value.length === 0) return VALIDATION.REQUIRED;
  return null;
}

/** Spec 01 section 5 min/max length, counted in characters (code points), not UTF-16 units. */
export function validateLength(value: string, { min, max }: Bounds): ValidationKey | null {
  const length = [...value].length;
  if (min !== undefined && length < min) return VALIDATION.MIN_LENGTH;
  if (max !== undefined && length > max) return VALIDATION.MAX_LENGTH;
  return null;
}

/** Spec 01 section 5 minValue/maxValue; NaN and infinities are not numbers a player can enter. */
export function validateRange(n: number, { min, max }: Bounds): ValidationKey | null {
  if (!Number.isFinite(n)) return VALIDATION.INVALID;
  if (min !== undefined && n < min) return VALIDATION.MIN_VALUE;
  if (max !== undefined && n > max) return VALIDATION.MAX_VALUE;
  return null;
}

/** Spec 01 section 5 `integer`. */
export function validateInteger(n: number): ValidationKey | null {
  return Number.isInteger(n) ? null : VALIDATION.INTEGER;
}

/**
 * Spec 01 section 5 `multiple_of`: the amount is a whole number of steps. Money is integer cents, where
 * the remainder is exact; for decimal input (0.3 of 0.1) a tiny tolerance absorbs binary float error.
 */
export function validateMultipleOf(n: number, step: number): ValidationKey | null {
  if (!Number.isFinite(n) || !Number.isFinite(step) || step <= 0) return VALIDATION.MULTIPLE_OF;
  if (Number.isInteger(n) && Number.isInteger(step))
    return n % step === 0 ? null : VALIDATION.MULTIPLE_OF;
  const steps = n / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9 ? null : VALIDATION.MULTIPLE_OF;
}

/** Spec 01 section 5 `confirmedBy`: equals the other field ('passwords do not match'). */
export function validateConfirmedBy(value: string, other: string): ValidationKey | null {
  return value === other ? null : VALIDATION.PASSWORDS_DO_NOT_MATCH;
}

/** Spec 01 section 5 `must_checked`: the terms checkbox must be ticked. */
export function validateMustChecked(v: boolean): ValidationKey | null {
  return v === true ? null : VALIDATION.TERMS_REQUIRED;
}

/** Spec 01 section 5 `checkBalance`: the amount may not be above the limit (the balance). */
export function validateCheckBalance(amount: number, limit: number): ValidationKey | null {
  return amount <= limit ? null : VALIDATION.NOT_ENOUGH_MONEY;
}
