import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { VALIDATION, isValidationKey } from './validation-keys.ts';

// The locales of packages/messages (spec 01 section 1); every key must read in every one of them.
const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'et', 'en-KW'];
const PLACEHOLDERS = /\{(\w+)\}/g;

function messages(locale: string): Record<string, unknown> {
  const url = new URL(`../../messages/locales/${locale}/VALIDATION.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDERS)].map((match) => match[1] ?? '').sort();
}

describe('validation message keys', () => {
  test('every key reads VALIDATION.<its name>', () => {
    for (const [name, key] of Object.entries(VALIDATION)) expect(key).toBe(`VALIDATION.${name}`);
  });

  test('isValidationKey knows the keys and nothing else', () => {
    expect(isValidationKey('VALIDATION.AGE_21')).toBe(true);
    expect(isValidationKey('VALIDATION.age_21')).toBe(false);
    expect(isValidationKey('AGE_21')).toBe(false);
  });
});

describe.each(LOCALES)('VALIDATION.json of %s', (locale) => {
  const texts = messages(locale);
  const english = messages('en');

  test('translates every key and no other', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(VALIDATION).sort());
  });

  test('every text is non-empty and keeps the English placeholders', () => {
    for (const name of Object.keys(VALIDATION)) {
      const text = texts[name];
      const source = english[name];
      expect(typeof text === 'string' && text.trim() !== '', `${locale} ${name}`).toBe(true);
      if (typeof text === 'string' && typeof source === 'string')
        expect(placeholders(text), `${locale} ${name}`).toEqual(placeholders(source));
    }
  });
});
