import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import { categoryKey } from '~/features/games/catalogue-sections';

// Every text of the catalogue is a key of GAMES, LOBBY or CATEGORIES present in all ten locales, and really
// translated in de, fr-CA, no, it and et (category names included: a German visitor sees German categories).

const NAMESPACES = ['GAMES', 'LOBBY', 'CATEGORIES'];
const app = fileURLToPath(new URL('../..', import.meta.url));
const localesDir = fileURLToPath(
  new URL('../../../../../packages/messages/locales', import.meta.url),
);
const SOURCES = ['features/games', 'routes/games', 'routes/lobby.tsx'].map((path) =>
  join(app, path),
);

/** The seeded categories (menu-categories-games of spec 01 section 9 and the collections) and the tile labels built at run time. */
const CATEGORY_SLUGS = [
  'top',
  'new',
  'recommended',
  'bonus-wagering',
  'coin',
  'jackpot',
  'table',
  'btc-games',
  'egypt',
  'fruit',
  'book',
  'crash',
  'lottery',
  'fishing',
  'all',
  'slots',
  'megaways',
  'bonus-buy',
  'volatility-low',
  'volatility-low-medium',
  'volatility-medium',
  'volatility-medium-high',
  'volatility-high',
  'volatility-very-high',
  'live',
  'blackjack',
  'roulette',
  'game-shows',
  'baccarat',
  'poker',
  'live_all',
];
const LABELS = ['NEW', 'HOT', 'EXCLUSIVE', 'JACKPOT', 'DROPS', 'PRERELEASE'].map(
  (label) => `GAMES.LABEL.${label}`,
);

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    if (statSync(child).isDirectory()) return sourceFiles(child);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [child] : [];
  });
}

function usedKeys(): string[] {
  const pattern = new RegExp(`'((?:${NAMESPACES.join('|')})\\.[A-Z_.]+[A-Z_])'`, 'g');
  const keys = new Set([...LABELS, ...CATEGORY_SLUGS.map(categoryKey)]);
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

describe('the catalogue speaks every locale', () => {
  const keys = usedKeys();

  test('the code uses keys of the catalogue namespaces', () => {
    expect(keys.length).toBeGreaterThan(80);
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
      // Brand-like words (Megaways, Jackpot, Poker, Demo...) are the same in every language.
      const same = keys.filter((key) => lookup(locale, key) === lookup('en', key));
      expect(same.length).toBeLessThan(keys.length / 6);
    },
  );

  test('a German visitor sees German category names', () => {
    expect(lookup('de', 'CATEGORIES.TOP')).toBe('Top-Spiele');
    expect(lookup('de', 'CATEGORIES.TABLE')).toBe('Tischspiele');
    expect(lookup('de', 'CATEGORIES.GAME_SHOWS')).toBe('Spielshows');
  });
});
