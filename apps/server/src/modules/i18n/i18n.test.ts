import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadAllMessages, withFallback } from './messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /messages/{lang}.json', () => {
  test.each(MESSAGE_LOCALES)(
    '%s answers every namespace, cacheable for 5 minutes',
    async (locale) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/messages/${locale}.json?t=${Math.round(Date.now() / 300_000)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().COMMON.CANCEL).toEqual(expect.any(String));
    },
  );

  test.each([
    ['de', 'Abbrechen'],
    ['fr-CA', 'Annuler'],
    ['no', 'Avbryt'],
    ['it', 'Annulla'],
    ['et', 'Tühista'],
    ['en-NZ', 'Cancel'],
  ])('%s is in its own language', async (locale, cancel) => {
    const res = await t.app.inject({ method: 'GET', url: `/messages/${locale}.json` });
    expect(res.json().COMMON.CANCEL).toBe(cancel);
  });

  test.each(['xx.json', 'en', 'EN.json', '..%2Fen.json'])('%s is not found', async (file) => {
    const res = await t.app.inject({ method: 'GET', url: `/messages/${file}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('merging a locale over English', () => {
  test('missing and empty keys show the English text, own texts win', () => {
    const en = { A: { OK: 'OK', CANCEL: 'Cancel', DEEP: { X: 'x' } }, B: { ONLY: 'only en' } };
    const de = { A: { OK: 'Gut', CANCEL: '' }, C: { EXTRA: 'extra' } };
    expect(withFallback(en, de)).toEqual({
      A: { OK: 'Gut', CANCEL: 'Cancel', DEEP: { X: 'x' } },
      B: { ONLY: 'only en' },
      C: { EXTRA: 'extra' },
    });
  });

  test('every namespace file of a locale folder becomes a top-level key', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'messages-'));
    mkdirSync(path.join(dir, 'en'));
    mkdirSync(path.join(dir, 'de'));
    writeFileSync(path.join(dir, 'en', 'COMMON.json'), JSON.stringify({ OK: 'OK', SAVE: 'Save' }));
    writeFileSync(
      path.join(dir, 'en', 'SEARCH_POPUP.json'),
      JSON.stringify({ LIST_EMPTY: 'Nothing found' }),
    );
    writeFileSync(path.join(dir, 'de', 'COMMON.json'), JSON.stringify({ SAVE: 'Speichern' }));
    const all = loadAllMessages(dir);
    expect(JSON.parse(all.get('de') ?? '{}')).toEqual({
      COMMON: { OK: 'OK', SAVE: 'Speichern' },
      SEARCH_POPUP: { LIST_EMPTY: 'Nothing found' },
    });
    expect(JSON.parse(all.get('et') ?? '{}')).toEqual({
      COMMON: { OK: 'OK', SAVE: 'Save' },
      SEARCH_POPUP: { LIST_EMPTY: 'Nothing found' },
    });
  });
});
