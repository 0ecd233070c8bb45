import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gamesPageSchema } from '@casino/api/games';
import { catalogueChanged } from './catalogue-changed.ts';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../../test/harness.ts';
import { drawGameArt, escapeXml, wrapTitle } from './game-art.ts';
import { THEMES } from '../../db/seed/catalogue/themes.ts';

/** A strict enough well-formedness check: balanced tags, quoted attributes, only the five XML entities or char refs. */
function assertWellFormedXml(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index);
    expect(between, 'text between tags').not.toMatch(/[<>]/);
    expect(between.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, '')).not.toContain('&');
    last = tag.lastIndex;
    const [, closing, name = '', , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(svg.slice(last)).toBe('');
  expect(stack).toEqual([]);
}

describe('drawGameArt', () => {
  test('escapes titles: markup in a title stays text', () => {
    const svg = drawGameArt({
      identifier: 'x/y',
      title: `<script>alert("x")</script> & Tom's`,
      theme: 'egypt',
      provider_name: 'A & B <Studio>',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    assertWellFormedXml(svg);
  });

  test.each(THEMES.map((family) => family.theme))(
    'the %s theme draws a well-formed SVG under 3 KB',
    (theme) => {
      const svg = drawGameArt({
        identifier: `ocs/${theme}-sample`,
        title: "Casino Hold'em Extra Long Title Deluxe Edition",
        theme,
        provider_name: 'Open Casino Studio',
      });
      assertWellFormedXml(svg);
      expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    },
  );

  test('an unknown theme still draws a motif: tiles are never blank', () => {
    const svg = drawGameArt({
      identifier: 'x/z',
      title: 'Z',
      theme: 'unheard-of',
      provider_name: 'Z',
    });
    expect(svg).toMatch(/<polygon/);
  });

  test('the same game always draws the same picture, different games differ', () => {
    const subject = { identifier: 'ocs/a', title: 'A', theme: 'fruit', provider_name: 'P' };
    expect(drawGameArt(subject)).toBe(drawGameArt({ ...subject }));
    expect(drawGameArt(subject)).not.toBe(drawGameArt({ ...subject, identifier: 'ocs/b' }));
  });

  test.each([
    ['Book of Ra', ['Book of Ra']],
    ['Golden Pharaoh Riches Deluxe', ['Golden Pharaoh', 'Riches Deluxe']],
    ['One Two Three Four Five Six Seven Eight', ['One Two Three', 'Four Five Six S…']],
  ])('wrapTitle(%s)', (title, lines) => {
    expect(wrapTitle(title)).toEqual(lines);
  });

  test('escapeXml escapes the five XML specials', () => {
    expect(escapeXml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });
});

describe('GET /game-art/{provider}/{slug}.svg', () => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    agent = createAgent(t.app);
  });
  afterAll(async () => t?.close());

  test('serves the preview of a listed game as a cacheable SVG with an ETag', async () => {
    const [game] = gamesPageSchema.parse(
      (await agent.post('/api/games_filter', { device: 'desktop', page_size: 1 })).json(),
    ).data;
    const res = await agent.get(game?.preview ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(game?.preview).toMatch(/\.svg\?v=1\.[\w-]{12}$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain(escapeXml(game?.title ?? ''));
    assertWellFormedXml(res.body);
    const etag = String(res.headers.etag);
    const again = await agent.get(game?.preview ?? '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  test('the art URL changes with what is drawn; an older or missing version is cached for a day only', async () => {
    const first = () =>
      agent
        .post('/api/games_filter', { device: 'desktop', page_size: 1 })
        .then((res) => gamesPageSchema.parse(res.json()).data[0]);
    const game = await first();
    if (!game) throw new Error('no game');
    const bare = game.preview.replace(/\?.*$/, '');
    expect((await agent.get(bare)).headers['cache-control']).toBe('public, max-age=86400');
    expect((await agent.get(`${bare}?v=1.stale`)).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
    await t.db
      .updateTable('games')
      .set({ title: `${game.title} Deluxe` })
      .where('identifier', '=', game.identifier)
      .execute();
    catalogueChanged(t.db);
    const renamed = await first();
    expect(renamed?.identifier).toBe(game.identifier);
    expect(renamed?.preview).not.toBe(game.preview);
    const res = await agent.get(renamed?.preview ?? '');
    expect(res.body).toContain(escapeXml(`${game.title} Deluxe`));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await agent.get(game.preview)).headers['cache-control']).toBe('public, max-age=86400');
  });

  test('a title with & and an apostrophe arrives escaped', async () => {
    const game = await t.db
      .selectFrom('games as g')
      .innerJoin('providers as p', 'p.id', 'g.provider_id')
      .select(['g.slug', 'p.slug as provider', 'g.title'])
      .where('g.title', 'like', "%'%")
      .executeTakeFirstOrThrow();
    const res = await agent.get(`/game-art/${game.provider}/${game.slug}.svg`);
    expect(res.body).toContain(escapeXml(game.title));
    assertWellFormedXml(res.body);
  });

  test.each([
    ['an unknown game', '/game-art/bgaming/no-such-game.svg'],
    ['an unknown provider', '/game-art/nobody/anything.svg'],
    ['not an svg', '/game-art/bgaming/anything.png'],
  ])('%s is a 404', async (_name, url) => {
    expect((await agent.get(url)).statusCode).toBe(404);
  });
});
