import { describe, expect, test } from 'vitest';
import { localizeDocument } from './localize.ts';

const doc = {
  title: { $i18n: { en: 'Hello', de: 'Hallo', 'fr-CA': 'Bonjour' } },
  list: [{ $i18n: { en: 'A' } }, 'plain'],
  count: 3,
  nested: { $i18n: { en: 'x' }, other: 1 },
};

describe('localised config documents', () => {
  test.each([
    ['de', 'Hallo'],
    ['fr-CA', 'Bonjour'],
    ['en-AU', 'Hello'],
    ['et', 'Hello'],
  ])('%s reads %s, falling back to English', (locale, title) => {
    expect(localizeDocument(doc, locale)).toMatchObject({ title, list: ['A', 'plain'], count: 3 });
  });

  test('an object with other keys beside $i18n is left as data', () => {
    expect(localizeDocument(doc, 'en')).toMatchObject({ nested: { $i18n: { en: 'x' }, other: 1 } });
  });
});
