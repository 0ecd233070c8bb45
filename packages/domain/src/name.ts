import { VALIDATION, type ValidationKey } from './validation-keys.ts';

// Letters of any script (with combining marks, so decomposed accents pass), spaces, digits, dot, hyphen.
const NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .-]+$/u;

/** Spec 01 section 5 `nameCharts`: letters, spaces, digits, dot and hyphen only. An empty value is REQUIRED. */
export function validateNameChars(value: string): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  return NAME_PATTERN.test(value) ? null : VALIDATION.NAME_CHARS;
}
