import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sql } from 'kysely';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { listCatalogueRoutes } from './sitemap.repository.ts';

let t: TestApp;
let urls: SitemapUrl[];
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://open-casino.test/' });
  urls = await sitemap();
});
afterAll(async () => t?.close());

interface SitemapLink {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface SitemapUrl {
  loc: string;
  'xhtml:link': SitemapLink[];
}

async function sitemap(): Promise<SitemapUrl[]> {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(res.body)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(res.body) as { urlset: { url: SitemapUrl[] } };
  return doc.urlset.url;
}

describe('GET /sitemap.xml', () => {
  test('is valid XML listing the public routes per locale, with absolute URLs from PUBLIC_ORIGIN', async () => {
    const locs = new Set(urls.map((url) => url.loc));
    for (const path of ['', '/pokies/all', '/live/all']) {
      expect(locs).toContain(`https://open-casino.test${path || '/'}`);
      for (const locale of MESSAGE_LOCALES)
        expect(locs).toContain(`https://open-casino.test/${locale}${path}`);
    }
  });

  test('lists only pages that exist, each once: /slots and /live/all, not their duplicates /pokies/slots and /live/live', async () => {
    const locs = new Set(urls.map((url) => url.loc));
    expect(locs).toContain('https://open-casino.test/slots');
    for (const path of ['/pokies/slots', '/live/live', '/tournaments', '/de/tournaments'])
      expect(locs).not.toContain(`https://open-casino.test${path}`);
  });

  test('contains every CMS page path, including per-licence pages, and no path twice', async () => {
    const locs = urls.map((url) => url.loc);
    const pages = await t.db
      .selectFrom('cms_pages')
      .select(['path', 'categories'])
      .where('published', '=', true)
      .execute();
    // SEO-only pages (titles and texts of app screens) are listed when their screen is a listed route, not for the page.
    for (const { path, categories } of pages) {
      if (!categories.includes('seo-page'))
        expect(locs).toContain(`https://open-casino.test${path}`);
    }
    expect(locs).toContain('https://open-casino.test/de/terms-and-conditions/EE');
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('each entry names every language version with hreflang, and x-default', async () => {
    const entry = urls.find((url) => url.loc === 'https://open-casino.test/de/privacy-policy');
    const links = entry?.['xhtml:link'] ?? [];
    expect(links.map((link) => link['@_hreflang']).sort()).toEqual(
      ['x-default', ...MESSAGE_LOCALES].sort(),
    );
    expect(links.find((link) => link['@_hreflang'] === 'en-NZ')?.['@_href']).toBe(
      'https://open-casino.test/en-NZ/privacy-policy',
    );
    expect(links.find((link) => link['@_hreflang'] === 'x-default')?.['@_href']).toBe(
      'https://open-casino.test/privacy-policy',
    );
  });

  test('lists live collections under /live, the other collections under /pokies, and active providers under /producers', async () => {
    const locs = new Set(urls.map((url) => url.loc));
    const { rows: collections } = await sql<{
      slug: string;
      kind: string;
    }>`SELECT slug, kind FROM collections`.execute(t.db);
    const { rows: providers } = await sql<{
      slug: string;
    }>`SELECT slug FROM providers WHERE active`.execute(t.db);
    expect(collections.length).toBeGreaterThan(0);
    for (const { slug, kind } of collections.filter(
      (c) => !['all', 'live_all', 'live', 'slots'].includes(c.slug),
    )) {
      expect(locs).toContain(
        `https://open-casino.test/it/${kind === 'live' ? 'live' : 'pokies'}/${slug}`,
      );
    }
    for (const { slug } of providers)
      expect(locs).toContain(`https://open-casino.test/producers/${slug}`);
  });

  test('a database without the catalogue tables still gets its catalogue routes (none) instead of an error', async () => {
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`DROP TABLE collections, providers CASCADE`.execute(trx);
        expect(await listCatalogueRoutes(trx)).toEqual([]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await listCatalogueRoutes(t.db)).length).toBeGreaterThan(0);
  });
});

describe('GET /robots.txt', () => {
  test('allows crawling, keeps private routes out (with locale prefixes) and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /profile',
        'Disallow: /cashbox',
        'Disallow: /de/profile',
        'Disallow: /en-NZ/withdraw',
      ]),
    );
    expect(lines).toContain('Sitemap: https://open-casino.test/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
  });
});
