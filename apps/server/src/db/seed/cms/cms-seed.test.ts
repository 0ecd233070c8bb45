import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cmsAwardsDocumentSchema, cmsPaymentTablesSchema } from '@casino/api/cms';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedCms } from '../cms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SLUGS = [
  'about',
  'awards',
  'benefits-of-crypto',
  'bonus-balance',
  'cookie-policy',
  'general-rules',
  'general-rules/EE',
  'payments',
  'privacy-policy',
  'responsible-gaming',
  'support',
  'terms-and-conditions',
  'terms-and-conditions/AU',
  'terms-and-conditions/CW',
  'terms-and-conditions/EE',
];
const TRANSLATED = ['de', 'fr-CA', 'no', 'it', 'et'];

const pagesOf = (locale: string) =>
  t.db.selectFrom('cms_pages').selectAll().where('locale', '=', locale).orderBy('slug').execute();

describe('seeded CMS content', () => {
  test.each(MESSAGE_LOCALES)(
    'every page exists in %s with a title, SEO blocks and a body',
    async (locale) => {
      const pages = await pagesOf(locale);
      expect(pages.filter((p) => !p.categories.includes('seo-page')).map((p) => p.slug)).toEqual(
        SLUGS,
      );
      expect(
        pages
          .filter((p) => p.categories.includes('seo-page'))
          .map((p) => p.path)
          .sort(),
      ).toEqual(['/', '/live/all', '/pokies/all', '/tournaments']);
      for (const page of pages) {
        expect(page.title, page.slug).not.toBe('');
        expect(page.blocks.title, page.slug).not.toBe('');
        expect(page.blocks.description, page.slug).not.toBe('');
        expect(page.blocks.keywords, page.slug).not.toBe('');
        expect(page.content, page.slug).not.toMatch(
          /lorem|ipsum|\{phone\}|\{email\}|undefined|\bTODO\b/i,
        );
      }
    },
  );

  test.each(TRANSLATED)('%s is a translation, not a copy of the English text', async (locale) => {
    const english = new Map((await pagesOf('en')).map((p) => [p.slug, p]));
    for (const page of await pagesOf(locale)) {
      const source = english.get(page.slug);
      expect(page.content, `${locale} ${page.slug}`).not.toBe(source?.content);
      expect(page.blocks.description, `${locale} ${page.slug}`).not.toBe(
        source?.blocks.description,
      );
    }
  });

  test('Canadian English uses its own spelling', async () => {
    const pages = await t.db
      .selectFrom('cms_pages')
      .select(['locale', 'content'])
      .where('slug', '=', 'responsible-gaming')
      .where('locale', 'in', ['en', 'en-CA'])
      .orderBy('locale')
      .execute();
    expect(
      pages.map((p) => [p.locale, /Organisation/.test(p.content), /Organization/.test(p.content)]),
    ).toEqual([
      ['en', true, false],
      ['en-CA', false, true],
    ]);
  });

  test.each([
    ['deposit', 'BTC', '0.0001', null],
    ['deposit', 'LTC', '0.01', null],
    ['deposit', 'ETH', '0.01', null],
    ['deposit', 'DOGE', '0.01', null],
    ['deposit', 'USDT', '20', null],
    ['withdrawal', 'BTC', '0.0001', '0.4'],
    ['withdrawal', 'BCH', '0.0001', '0.4'],
    ['withdrawal', 'LTC', '0.0001', '60'],
    ['withdrawal', 'ETH', '0.0001', '12'],
    ['withdrawal', 'DOGE', '0.0001', '1600000'],
    ['withdrawal', 'USDT', '25', '4000'],
  ] as const)(
    'the payments page lists %s %s from %s up to %s, free and instant (spec 02 section 9)',
    async (kind, currency, min, max) => {
      const rows = await t.db
        .selectFrom('cms_pages')
        .select('blocks')
        .where('slug', '=', 'payments')
        .execute();
      expect(rows).toHaveLength(MESSAGE_LOCALES.length);
      for (const { blocks } of rows) {
        const tables = cmsPaymentTablesSchema.parse(JSON.parse(blocks.json));
        expect(tables[kind].find((row) => row.currency === currency)).toMatchObject({
          min,
          max,
          fee: 'free',
          processing: 'instant',
        });
      }
    },
  );

  test('the awards page holds an honest, empty awards list', async () => {
    const awards = await t.db
      .selectFrom('cms_pages')
      .select('blocks')
      .where('slug', '=', 'awards')
      .where('locale', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(cmsAwardsDocumentSchema.parse(JSON.parse(awards.blocks.json)).awards).toEqual([]);
  });
});

describe('reseeding', () => {
  test('changes nothing when nothing changed', async () => {
    const before = await t.db
      .selectFrom('cms_pages')
      .select(['id', 'updated_at'])
      .orderBy('id')
      .execute();
    await seedCms(t.db);
    expect(
      await t.db.selectFrom('cms_pages').select(['id', 'updated_at']).orderBy('id').execute(),
    ).toEqual(before);
  });

  test('refreshes a row the seed owns, and never overwrites a row an operator edited', async () => {
    await t.db
      .updateTable('cms_pages')
      .set({ content: '<p>stale</p>', seed_hash: 'an older seed' })
      .where('slug', '=', 'support')
      .where('locale', '=', 'de')
      .execute();
    await t.db
      .updateTable('cms_pages')
      .set({ content: '<p>edited by the operator</p>', seed_hash: null })
      .where('slug', '=', 'about')
      .where('locale', '=', 'de')
      .execute();
    await seedCms(t.db);
    const rows = await t.db
      .selectFrom('cms_pages')
      .select(['slug', 'content'])
      .where('locale', '=', 'de')
      .where('slug', 'in', ['support', 'about'])
      .orderBy('slug')
      .execute();
    expect(rows[0]?.content).toBe('<p>edited by the operator</p>');
    expect(rows[1]?.content).not.toBe('<p>stale</p>');
  });
});
