import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import { VERIFY_FIELDS } from './verify-values.ts';

// Every text of playing, the games history and the verify page is a PLAY (or PROFILE.CONTEXT_FIELDS) key present in
// all locales, and really translated where the language is not English.

const app = fileURLToPath(new URL('../..', import.meta.url));
const localesDir = fileURLToPath(
  new URL('../../../../../packages/messages/locales', import.meta.url),
);
const SOURCES = [
  'features/games/play',
  'features/games/game-page.tsx',
  'features/verify',
  'features/games-history',
  'features/profile/components/context-fields-modal.tsx',
  'routes/verify.tsx',
  'routes/profile/games-history.tsx',
  'routes/profile/layout.tsx',
].map((path) => join(app, path));

/** Keys the verify page builds from a field or an error name. */
const BUILT_KEYS = [
  ...VERIFY_FIELDS.map((field) => `PLAY.VERIFY.FIELD_${field.toUpperCase()}`),
  ...['required', 'json', 'nonce', 'actions', 'salt'].map(
    (e) => `PLAY.VERIFY.ERROR_${e.toUpperCase()}`,
  ),
];

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    if (statSync(child).isDirectory()) return sourceFiles(child);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [child] : [];
  });
}

function usedKeys(): string[] {
  const pattern = /'((?:PLAY|PROFILE\.CONTEXT_FIELDS)\.[A-Z_.]+[A-Z_])'/g;
  const keys = new Set(BUILT_KEYS);
  for (const file of SOURCES.flatMap(sourceFiles))
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) keys.add(match[1] ?? '');
  return [...keys].sort();
}

function lookup(locale: string, key: string): unknown {
  const [namespace = '', ...path] = key.split('.');
  let node: unknown = JSON.parse(
    readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8'),
  );
  for (const part of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

describe('playing speaks every locale', () => {
  const keys = usedKeys();

  test('the code uses PLAY keys', () => {
    expect(keys.length).toBeGreaterThan(60);
  });

  test.each(MESSAGE_LOCALES.map((locale) => [locale]))('%s has a text for every key', (locale) => {
    const missing = keys.filter(
      (key) => typeof lookup(locale, key) !== 'string' || lookup(locale, key) === '',
    );
    expect(missing).toEqual([]);
  });

  test.each(['de', 'fr-CA', 'no', 'it', 'et'].map((locale) => [locale]))(
    '%s is translated, not copied from English',
    (locale) => {
      // Technical words (Nonce, Round, Seeds) may stay as they are.
      const same = keys.filter((key) => lookup(locale, key) === lookup('en', key));
      expect(same.length).toBeLessThan(keys.length / 8);
    },
  );
});
