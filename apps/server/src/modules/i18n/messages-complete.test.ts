import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import { localesDirectory, SOURCE_LOCALE } from './messages.ts';

// The guard for every namespace anyone adds: each English key must exist, non-empty, in every locale,
// with the same {placeholders}. The server falls back to English at run time; this test does not.

const directory = localesDirectory();
type Leaves = Map<string, unknown>;

function leaves(value: unknown, prefix: string, out: Leaves): Leaves {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function namespaceFiles(locale: string): string[] {
  return readdirSync(path.join(directory, locale))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function read(locale: string, file: string): Leaves {
  return leaves(
    JSON.parse(readFileSync(path.join(directory, locale, file), 'utf8')),
    file.slice(0, -'.json'.length),
    new Map(),
  );
}

const placeholders = (text: string): string[] =>
  [...new Set(text.match(/\{[A-Za-z0-9_]+\}/g) ?? [])].sort();

const englishFiles = namespaceFiles(SOURCE_LOCALE);
const others = MESSAGE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

describe('translations are complete', () => {
  test('English has namespaces, and every English message is a non-empty string', () => {
    expect(englishFiles.length).toBeGreaterThan(0);
    for (const file of englishFiles) {
      for (const [key, text] of read(SOURCE_LOCALE, file)) {
        expect.soft(typeof text === 'string' && text.trim() !== '', `${key} in en`).toBe(true);
      }
    }
  });

  test('namespace file names are UPPER_SNAKE', () => {
    for (const file of englishFiles) expect(file).toMatch(/^[A-Z0-9_]+\.json$/);
  });

  test.each(others)('%s has every English namespace, key and placeholder', (locale) => {
    const files = new Set(namespaceFiles(locale));
    for (const file of englishFiles) {
      expect.soft(files.has(file), `${locale}/${file} exists`).toBe(true);
      if (!files.has(file)) continue;
      const translated = read(locale, file);
      for (const [key, english] of read(SOURCE_LOCALE, file)) {
        const text = translated.get(key);
        expect
          .soft(typeof text === 'string' && text.trim() !== '', `${key} in ${locale}`)
          .toBe(true);
        if (typeof text === 'string' && typeof english === 'string') {
          expect
            .soft(placeholders(text), `placeholders of ${key} in ${locale}`)
            .toEqual(placeholders(english));
        }
      }
    }
  });

  test.each(others)('%s has no namespace or key that English lacks', (locale) => {
    const english = new Set(englishFiles.flatMap((file) => [...read(SOURCE_LOCALE, file).keys()]));
    for (const file of namespaceFiles(locale)) {
      for (const key of read(locale, file).keys())
        expect.soft(english.has(key), `${key} of ${locale} is in en`).toBe(true);
    }
  });
});
