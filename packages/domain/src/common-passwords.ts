import { dictionary } from '@zxcvbn-ts/language-common';
import { VALIDATION, type ValidationKey } from './validation-keys.ts';

/**
 * zxcvbn-ts's list of common passwords (about 49,000, from breach corpora), shipped inside its npm package: nothing
 * is fetched at run time. It is large (about 380 KB): the browser loads this module only while a password is being
 * chosen, the server once.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/**
 * A new password that breach lists know (`password1`, `qwerty123`, and `Password1`: compared without case) is refused
 * (issue 7, OWASP ASVS 5 V6.2.4); the character rule of spec 01 section 5 is checked apart (validatePassword).
 */
export function validateNotCommonPassword(password: string): ValidationKey | null {
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? VALIDATION.PASSWORD_TOO_COMMON : null;
}
