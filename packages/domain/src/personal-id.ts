import { VALIDATION, type ValidationKey } from './validation-keys.ts';

export const PERSONAL_ID_LENGTH = 11;

/** Spec 01 section 5 `personalId`: exactly 11 characters (the length of an Estonian isikukood). */
export function validatePersonalId(value: string): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  return [...value].length === PERSONAL_ID_LENGTH ? null : VALIDATION.PERSONAL_ID_LENGTH;
}
