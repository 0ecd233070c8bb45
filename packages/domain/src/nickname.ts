import { VALIDATION, type ValidationKey } from './validation-keys.ts';

export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 15;

// Letters of any script (with their combining marks), digits, space, dot and hyphen.
const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .-]+$/u;

/** Spec 01 section 5 nickname: letters, digits, space, dot, hyphen (NICKNAME_CHARS); 3 to 15 characters (NICKNAME_LENGTH). */
export function validateNickname(value: string): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  if (!NICKNAME_PATTERN.test(value)) return VALIDATION.NICKNAME_CHARS;
  const length = [...value].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH)
    return VALIDATION.NICKNAME_LENGTH;
  return null;
}
