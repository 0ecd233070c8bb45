import { describe, expect, test } from 'vitest';
import { validateNickname } from './nickname.ts';
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
