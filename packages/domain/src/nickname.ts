import { VALIDATION, type ValidationKey } from './validation-keys.ts';

export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 15;

// Letters of any script (with their combining marks), digits, space, dot and hyphen.
const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .-]+$/u;
/**
 * Characters that show nothing: Unicode's default-ignorable code points (zero-width spaces and joiners, the combining
 * grapheme joiner U+034F, bidi controls, variation selectors) and the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0),
 * which Unicode classes as letters. A nickname of them looks empty, or looks like another player's.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u115F\u1160\u3164\uFFA0]/u;

/** The stored form of a nickname: NFKC (full-width `Ｂｏｂ` is `Bob`, ligatures and compatibility forms folded), trimmed. */
export function normalizeNickname(value: string): string {
  return value.normalize('NFKC').trim();
}

/**
 * What two nicknames must not share (issue 7): the normalised form, case-folded, so `Bob`, `bob` and `Ｂｏｂ` are one
 * nickname. JavaScript has no full case folding: lower case, normalised again, is its simple folding.
 */
export function nicknameKey(value: string): string {
  return normalizeNickname(value).toLowerCase().normalize('NFKC');
}

/**
 * Spec 01 section 5 nickname: letters, digits, space, dot, hyphen (NICKNAME_CHARS), nothing invisible; 3 to 15
 * characters (NICKNAME_LENGTH); checked on the NFKC form the server stores.
 */
export function validateNickname(value: string): ValidationKey | null {
  const nickname = normalizeNickname(value);
  if (nickname === '') return VALIDATION.REQUIRED;
  if (INVISIBLE.test(nickname) || !NICKNAME_PATTERN.test(nickname))
    return VALIDATION.NICKNAME_CHARS;
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH)
    return VALIDATION.NICKNAME_LENGTH;
  return null;
}
