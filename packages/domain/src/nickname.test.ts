import { describe, expect, test } from 'vitest';
import { nicknameKey, normalizeNickname, validateNickname } from './nickname.ts';
import { VALIDATION } from './validation-keys.ts';

describe('spec 01 section 5: nickname of letters, digits, space, dot, hyphen; 3 to 15 characters', () => {
  test.each([
    ['Bob', null],
    ['lucky-7', null],
    ['Mr. Spin', null],
    ['Jürgen', null],
    ['Ääkkönen', null],
    ['Лиса', null],
    ['abcdefghijklmno', null],
    ['ab', VALIDATION.NICKNAME_LENGTH],
    ['abcdefghijklmnop', VALIDATION.NICKNAME_LENGTH],
    ['Über', null],
    ['ÜÜÜÜÜÜÜÜÜÜÜÜÜÜÜ', null],
    ['lucky_7', VALIDATION.NICKNAME_CHARS],
    ['bob@home', VALIDATION.NICKNAME_CHARS],
    ['<script>', VALIDATION.NICKNAME_CHARS],
    ['ab!', VALIDATION.NICKNAME_CHARS],
    ['x😀y', VALIDATION.NICKNAME_CHARS],
    ['a_', VALIDATION.NICKNAME_CHARS],
    ['', VALIDATION.REQUIRED],
    ['   ', VALIDATION.REQUIRED],
  ])('%j -> %s', (nickname, key) => {
    expect(validateNickname(nickname)).toBe(key);
  });
});

describe('nicknames are NFKC-normalised and nothing invisible passes (issue 7)', () => {
  test.each([
    ['U+3164 HANGUL FILLER alone', '\u3164\u3164\u3164'],
    ['U+3164 inside a name', 'Bo\u3164b'],
    ['U+115F and U+1160 fillers', 'Bob\u115F\u1160'],
    ['U+FFA0 half-width filler', 'Bob\uFFA0'],
    ['U+034F combining grapheme joiner', 'Bo\u034Fb'],
    ['a zero-width space', 'Bo\u200Bb'],
    ['a zero-width joiner', 'Bo\u200Db'],
    ['a word joiner', 'Bob\u2060'],
    ['a byte order mark inside', 'Bo\uFEFFb'],
    ['a right-to-left override', 'Bob\u202E'],
    ['a variation selector', 'Bob\uFE0F'],
  ])('%s is refused', (_name, nickname) => {
    expect(validateNickname(nickname)).toBe(VALIDATION.NICKNAME_CHARS);
  });

  test.each([
    ['Ｂｏｂ', 'Bob'],
    ['ﬁsh', 'fish'],
    ['Ａ-１', 'A-1'],
    ['  Bob  ', 'Bob'],
    ['Jürgen', 'Jürgen'],
  ])('%j is stored as %j', (nickname, stored) => {
    expect(normalizeNickname(nickname)).toBe(stored);
    expect(validateNickname(nickname)).toBeNull();
  });

  test('one key for Bob, bob, BOB, full-width Ｂｏｂ and decomposed accents', () => {
    const keys = new Set(['Bob', 'bob', 'BOB', 'Ｂｏｂ', 'ｂｏｂ'].map(nicknameKey));
    expect(keys).toEqual(new Set(['bob']));
    expect(nicknameKey('Jürgen')).toBe(nicknameKey('Ju\u0308rgen'));
    expect(nicknameKey('Bob')).not.toBe(nicknameKey('Rob'));
  });
});
