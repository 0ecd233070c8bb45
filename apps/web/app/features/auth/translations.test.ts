import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { MESSAGE_LOCALES } from '@casino/messages/locales';

const NAMESPACES = ['REGISTRATION', 'LOGIN', 'REMIND', 'NEW_PASSWORD', 'EMAIL_VERIFY', 'TERMS'];
const featureDir = fileURLToPath(new URL('.', import.meta.url));
const localesDir = fileURLToPath(
  new URL('../../../../../packages/messages/locales', import.meta.url),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every literal key of the owned namespaces in the feature's code, plus the strength levels built at run time. */
function usedKeys(): string[] {
  const pattern = new RegExp(`'((?:${NAMESPACES.join('|')})\\.[A-Z_.]+)'`, 'g');
  const keys = new Set(
    ['INVALID', 'WEAK', 'FAIR', 'STRONG'].map((level) => `REGISTRATION.STRENGTH.${level}`),
  );
  for (const file of sourceFiles(featureDir))
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

describe('the auth popups speak every locale', () => {
  const keys = usedKeys();

  test('the code uses keys of the auth namespaces', () => {
    expect(keys.length).toBeGreaterThan(50);
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
      const same = keys.filter(
        (key) =>
          lookup(locale, key) === lookup('en', key) &&
          !/^(E-mail|Password|Nickname)/.test(String(lookup('en', key))),
      );
      expect(same.length).toBeLessThan(keys.length / 10);
    },
  );

  test.each(MESSAGE_LOCALES.map((locale) => [locale]))(
    '%s keeps the placeholders of English',
    (locale) => {
      const placeholders = (text: unknown) =>
        [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const broken = keys.filter(
        (key) =>
          placeholders(lookup(locale, key)).join() !== placeholders(lookup('en', key)).join(),
      );
      expect(broken).toEqual([]);
    },
  );
});
