import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { MESSAGE_LOCALES } from '@casino/messages/locales';

// Every text the frame and its clients show is a STUDIO key present in all ten locales, and really translated
// where the language is not English.

const here = fileURLToPath(new URL('.', import.meta.url));
const localesDir = fileURLToPath(
  new URL('../../../../../packages/messages/locales', import.meta.url),
);

function files(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
}

const studio = (locale: string): unknown =>
  JSON.parse(readFileSync(join(localesDir, locale, 'STUDIO.json'), 'utf8'));

const usedKeys = [
  ...new Set(
    files(here).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'STUDIO\.([A-Z_.]+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    ),
  ),
];
// Built at run time: the risk levels the engines name.
const builtKeys = ['RISK.LOW', 'RISK.MEDIUM', 'RISK.HIGH'];

test('the code uses STUDIO keys', () => {
  expect(usedKeys.length).toBeGreaterThan(50);
});

test.each(MESSAGE_LOCALES)('%s has every key the studio frame uses', (locale) => {
  const messages = studio(locale);
  for (const key of [...usedKeys, ...builtKeys])
    expect.soft(typeof lookup(messages, key), `${key} in ${locale}`).toBe('string');
});

test.each(['de', 'fr-CA', 'it', 'no', 'et'])('%s is translated, not an English copy', (locale) => {
  const english = studio('en');
  const messages = studio(locale);
  const same = usedKeys.filter((key) => lookup(messages, key) === lookup(english, key));
  // A few words are the same in both languages (Wild, Mines, Risk); most must differ.
  expect(same.length).toBeLessThan(usedKeys.length / 10);
});
