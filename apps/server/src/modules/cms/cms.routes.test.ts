import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  cmsFileSchema,
  cmsPageListItemSchema,
  cmsPageSchema,
  cmsSnippetSchema,
  type CmsPageListItem,
} from '@casino/api/cms';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = createAgent(t.app);
});
afterAll(async () => t?.close());

const page = async (url: string) => {
  const res = await agent.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return cmsPageSchema.parse(res.json());
};

describe('GET /api/cms/pages/{slug}', () => {
  test('returns the page with its SEO blocks, in the asked locale', async () => {
    const privacy = await page('/api/cms/pages/privacy-policy?l=de');
    expect(privacy).toMatchObject({
      path: '/privacy-policy',
      layout: 'default',
      categories: expect.arrayContaining(['bottom-menu']),
    });
    expect(privacy.title).toBe('Datenschutzerklärung');
    expect(privacy.blocks.title).not.toBe('');
    expect(privacy.blocks.description).not.toBe('');
    expect(privacy.content).toContain('<h2>');
  });

  test.each([
    ['terms-and-conditions/EE', '/terms-and-conditions/EE', 'Tornimäe'],
    ['terms-and-conditions/CW', '/terms-and-conditions/CW', 'Curaçao'],
    ['terms-and-conditions/AU', '/terms-and-conditions/AU', '1800 858 858'],
    ['general-rules/EE', '/general-rules/EE', '21'],
  ])('serves the per-licence page %s (slug with one slash)', async (slug, path, mention) => {
    const variant = await page(`/api/cms/pages/${slug}?l=en`);
    expect(variant.path).toBe(path);
    expect(variant.categories).toContain('terms-page');
    expect(variant.content).toContain(mention);
  });

  test('a missing page answers 404 with the text "{path} page is not found"', async () => {
    const res = await agent.get('/api/cms/pages/foo?l=en');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('/foo page is not found');
    const nested = await agent.get('/api/cms/pages/no/such/page');
    expect(nested.body).toBe('/no/such/page page is not found');
  });

  test('pages are cacheable for a few minutes', async () => {
    const res = await agent.get('/api/cms/pages/about?l=en');
    expect(res.headers['cache-control']).toMatch(/public, max-age=300/);
  });
});

describe('GET /api/cms/pages{path} (SEO)', () => {
  test('a path that is no slug is matched against the page path', async () => {
    const seo = await page('/api/cms/pages/pokies/all?l=en');
    expect(seo.path).toBe('/pokies/all');
    expect(seo.categories).toEqual(['seo-page']);
    expect(seo.blocks.title).toContain('pokies');
  });

  test('the root path / finds the main SEO page', async () => {
    expect((await page('/api/cms/pages/?l=it')).path).toBe('/');
  });

  test('a trailing slash is dropped, as the router drops it', async () => {
    expect((await page('/api/cms/pages/support/?l=no')).id).toBe(
      (await page('/api/cms/pages/support?l=no')).id,
    );
    expect((await page('/api/cms/pages/live/all/?l=no')).path).toBe('/live/all');
  });
});

describe('locale fallback', () => {
  test.each([
    ['no query', ''],
    ['an unknown locale', '?l=xx'],
    ['an injection attempt', "?l=en'%20OR%201=1"],
  ])('%s reads en', async (_name, query) => {
    expect((await page(`/api/cms/pages/about${query}`)).title).toBe('About us');
  });

  test('the locale is matched in any letter case', async () => {
    expect((await page('/api/cms/pages/about?l=DE')).title).toBe(
      (await page('/api/cms/pages/about?l=de')).title,
    );
  });

  test('a page missing in the locale falls back to en', async () => {
    await t.db
      .deleteFrom('cms_pages')
      .where('slug', '=', 'awards')
      .where('locale', '=', 'et')
      .execute();
    const awards = await page('/api/cms/pages/awards?l=et');
    const english = await page('/api/cms/pages/awards?l=en');
    expect(awards.id).toBe(english.id);
    const list = z
      .array(cmsPageListItemSchema)
      .parse((await agent.get('/api/cms/pages?l=et')).json());
    expect(list.find((item) => item.path === '/awards')?.id).toBe(english.id);
  });

  test('an unpublished page is not found', async () => {
    await t.db
      .updateTable('cms_pages')
      .set({ published: false })
      .where('slug', '=', 'cookie-policy')
      .execute();
    expect((await agent.get('/api/cms/pages/cookie-policy?l=en')).statusCode).toBe(404);
    await t.db
      .updateTable('cms_pages')
      .set({ published: true })
      .where('slug', '=', 'cookie-policy')
      .execute();
  });
});

describe('GET /api/cms/pages', () => {
  const find = (items: CmsPageListItem[], path: string) => items.find((item) => item.path === path);

  test('lists published pages with per-licence variants as children', async () => {
    const res = await agent.get('/api/cms/pages?l=fr-CA');
    expect(res.headers['cache-control']).toMatch(/public/);
    const list = z.array(cmsPageListItemSchema).parse(res.json());
    const terms = find(list, '/terms-and-conditions');
    expect(terms?.children.map((child) => child.path)).toEqual([
      '/terms-and-conditions/CW',
      '/terms-and-conditions/EE',
      '/terms-and-conditions/AU',
    ]);
    expect(find(list, '/terms-and-conditions/EE')).toBeUndefined();
    expect(find(list, '/general-rules')?.children.map((child) => child.path)).toEqual([
      '/general-rules/EE',
    ]);
  });

  test.each([
    ['top-menu', ['/benefits-of-crypto', '/bonus-balance']],
    [
      'bottom-menu',
      [
        '/about',
        '/terms-and-conditions',
        '/general-rules',
        '/privacy-policy',
        '/cookie-policy',
        '/responsible-gaming',
        '/payments',
      ],
    ],
    [
      'bottom-menu-help',
      ['/support', '/benefits-of-crypto', '/responsible-gaming', '/payments', '/bonus-balance'],
    ],
  ])('category %s holds the footer/header pages in position order', async (category, paths) => {
    const list = z
      .array(cmsPageListItemSchema)
      .parse((await agent.get('/api/cms/pages?l=en')).json());
    expect(
      list.filter((item) => item.categories.includes(category)).map((item) => item.path),
    ).toEqual(paths);
  });
});

describe('sanitizing on read (defence in depth)', () => {
  test('HTML written around the write path is still served clean', async () => {
    await sql`UPDATE cms_pages SET content = ${'<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">'}, updated_at = now() WHERE slug = 'about' AND locale = 'en-NZ'`.execute(
      t.db,
    );
    const about = await page('/api/cms/pages/about?l=en-NZ');
    expect(about.content).toBe('<p>Hi</p><a>x</a><img src="x" />');
  });
});

describe('GET /api/cms/snippets and /api/cms/files', () => {
  test('snippets hold the footer texts per licence, contacts filled in, and JSON social links', async () => {
    const res = await agent.get('/api/cms/snippets?l=de');
    const snippets = z.array(cmsSnippetSchema).parse(res.json());
    const byId = new Map(snippets.map((s) => [s.id, s]));
    for (const licence of ['CW', 'GCB', 'EE'])
      expect(
        snippets.some((s) => s.categories.includes('copyright') && s.categories.includes(licence)),
      ).toBe(true);
    const contacts = byId.get('footer-contacts')?.content ?? '';
    expect(contacts).toContain('mailto:support@open-casino.local');
    expect(contacts).toContain('tel:+442079460321');
    expect(contacts).not.toMatch(/\{(phone|email)\}/);
    const social = z
      .array(
        z.object({ name: z.string(), url: z.string().startsWith('https://'), icon: z.string() }),
      )
      .parse(JSON.parse(byId.get('social-links')?.content ?? ''));
    expect(social.length).toBeGreaterThan(0);
  });

  test('files list the footer logos, each served as a safe SVG', async () => {
    const files = z.array(cmsFileSchema).parse((await agent.get('/api/cms/files?l=et')).json());
    const bitcoin = files.find((f) => f.id === 'bitcoin');
    expect(bitcoin).toMatchObject({
      url: '/cms-files/bitcoin.svg',
      categories: expect.arrayContaining(['footer-payments', 'CW']),
    });
    expect(
      files
        .filter((f) => f.categories.includes('EE') && f.categories.includes('footer-payments'))
        .map((f) => f.id),
    ).not.toContain('bitcoin');
    const svg = await agent.get('/cms-files/bitcoin.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.body).toMatch(/^<svg /);
    expect((await agent.get('/cms-files/nothing.svg')).statusCode).toBe(404);
  });
});
