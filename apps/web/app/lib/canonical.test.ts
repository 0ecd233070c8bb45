import { expect, test } from 'vitest';
import { canonicalUrl } from '~/lib/canonical';

test.each([
  ['', '/', 'https://casino.example/'],
  ['', '/pokies/all', 'https://casino.example/pokies/all'],
  ['', '/categories/top', 'https://casino.example/pokies/top'],
  ['de', '/', 'https://casino.example/de'],
  ['de', '/categories/new', 'https://casino.example/de/pokies/new'],
  ['', '/pokies/slots', 'https://casino.example/slots'],
  ['', '/categories/slots', 'https://casino.example/slots'],
  ['it', '/live/live', 'https://casino.example/it/live/all'],
  ['', '/pokies/live', 'https://casino.example/live/all'],
  ['', '/slots', 'https://casino.example/slots'],
])('prefix "%s" path %s -> %s', (prefix, path, expected) => {
  expect(canonicalUrl('https://casino.example', prefix, path)).toBe(expected);
});
