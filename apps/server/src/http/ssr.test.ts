import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { ApiClient } from '@casino/api/client';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApi } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mountWebBuild } from './ssr.ts';
import { PAGE_CACHE_TTL_MS } from './page-cache.ts';

// The web host (ssr.ts) with a stand-in web build: one page route whose loader reports what the render saw (its number,
// the request headers, the visitor's country) and calls the API in-process; the document streams in two parts.
// What is checked: compression of the stream, the guest page cache (keys, what a guest render may see, what is never
// kept, its time to live), the compressed, immutable build assets and the public files at fixed names (service worker,
// manifest, offline page, icons) with their cache headers.

interface LoadContext {
  api: ApiClient;
  country: string;
}

let renders = 0;
const build = {
  entry: {
    module: {
      createLoadContext: (value: LoadContext) => value,
      default: (
        request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
      ) => {
        const url = new URL(request.url);
        const data = JSON.stringify(context.staticHandlerContext.loaderData.page);
        if (url.searchParams.has('set-cookie'))
          headers.append('set-cookie', 'flavour=mint; Path=/');
        if (url.searchParams.has('private')) headers.set('cache-control', 'private, max-age=0');
        const location = url.searchParams.get('location');
        if (location !== null) {
          headers.set('location', location);
          return new Response(null, { status: 302, headers });
        }
        headers.set('content-type', 'text/html; charset=utf-8');
        const encoder = new TextEncoder();
        const filler = '<p>lobby tiles</p>'.repeat(200);
        // The shell at once, the rest a moment later (as React streams a deferred part).
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(
              encoder.encode(`<!doctype html><html><body><main data-render='${data}'>${filler}`),
            );
            await new Promise((resolve) => setTimeout(resolve, 20));
            controller.enqueue(encoder.encode(`${filler}</main></body></html>`));
            controller.close();
          },
        });
        return new Response(body, {
          status: url.searchParams.has('missing') ? 404 : status,
          headers,
        });
      },
    },
  },
  routes: {
    root: {
      id: 'root',
      parentId: undefined,
      path: '',
      index: undefined,
      caseSensitive: undefined,
      module: { default: () => null },
    },
    page: {
      id: 'page',
      parentId: 'root',
      path: '*',
      index: undefined,
      caseSensitive: undefined,
      module: {
        default: () => null,
        loader: async ({ request, context }: { request: Request; context: LoadContext }) => {
          renders += 1;
          const url = new URL(request.url);
          let api = 'ok';
          try {
            await context.api.request(
              'GET',
              url.searchParams.has('api-fails') ? '/api/test/failing' : '/api/health',
            );
          } catch {
            api = 'failed';
          }
          return {
            render: renders,
            country: context.country,
            userAgent: request.headers.get('user-agent'),
            cookie: request.headers.get('cookie'),
            acceptLanguage: request.headers.get('accept-language'),
            origin: url.origin,
            api,
          };
        },
      },
    },
  },
  assets: {
    entry: { imports: [], module: '/assets/entry.js' },
    routes: Object.fromEntries(
      ['root', 'page'].map((id) => [
        id,
        {
          id,
          parentId: id === 'page' ? 'root' : undefined,
          path: id === 'page' ? '*' : '',
          module: `/assets/${id}.js`,
          hasAction: false,
          hasLoader: id === 'page',
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      ]),
    ),
    url: '/assets/manifest.js',
    version: 'test',
  },
  basename: '/',
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const SCRIPT = `export const lobby = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `tile ${i}`))};\n`;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

// The web app's public files at fixed names (apps/web/public), as the build copies them.
const PUBLIC_FILES: Readonly<Record<string, string | Buffer>> = {
  'sw.js': "self.addEventListener('fetch', () => undefined);\n",
  'manifest.webmanifest': JSON.stringify({
    name: 'Open Casino',
    start_url: '/?source=pwa',
    display: 'standalone',
  }),
  'offline.html': '<!doctype html><title>No connection</title><h1>You are offline</h1>',
  'favicon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15"/></svg>',
  'icons/icon-192.png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
};

let t: TestApp;
let app: FastifyInstance;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'casino-web-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets/lobby-AbC123.js'), SCRIPT);
  writeFileSync(path.join(clientDir, 'assets/logo-AbC123.png'), Buffer.alloc(3000, 7));
  mkdirSync(path.join(clientDir, 'icons'));
  for (const [name, body] of Object.entries(PUBLIC_FILES))
    writeFileSync(path.join(clientDir, name), body);
  t = await createTestApp({ GEO_HEADER: 'x-country' });
  // A second app on the same database, with the web host mounted (the harness app is already sealed).
  app = await buildApi({ db: t.db, config: t.config });
  app.get('/api/test/failing', async (_request, reply) =>
    reply.status(503).send({ error: 'down' }),
  );
  await mountWebBuild(app, { db: t.db, config: t.config }, build, clientDir);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

interface Seen {
  render: number;
  country: string;
  userAgent: string | null;
  cookie: string | null;
  acceptLanguage: string | null;
  origin: string;
  api: string;
}

async function page(
  url: string,
  headers: Record<string, string> = {},
  method: InjectOptions['method'] = 'GET',
) {
  const res = await app.inject({
    method,
    url,
    headers: { 'user-agent': BROWSER, 'x-country': 'CA', ...headers },
  });
  const encoding = res.headers['content-encoding'];
  const html =
    encoding === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(res.rawPayload).toString()
        : res.body;
  const match = /data-render='([^']*)'/.exec(html);
  return {
    res,
    html,
    seen: match?.[1] ? (JSON.parse(match[1]) as Seen) : null,
    cache: res.headers['x-cache'],
  };
}

describe('server-rendered pages are compressed as the client accepts', () => {
  test.each(['br', 'gzip'])(
    '%s: the streamed document arrives whole once decoded, with Vary: Accept-Encoding',
    async (encoding) => {
      const plain = await page(`/compressed-${encoding}`, { cookie: 'casino_session=none' });
      const compressed = await page(`/compressed-${encoding}`, {
        'accept-encoding': encoding,
        cookie: 'casino_session=none',
      });
      expect(compressed.res.headers['content-encoding']).toBe(encoding);
      expect(compressed.res.headers.vary).toMatch(/Accept-Encoding/);
      expect(compressed.res.rawPayload.length).toBeLessThan(plain.res.rawPayload.length / 5);
      expect(compressed.html.replace(/"render":\d+/, '')).toBe(
        plain.html.replace(/"render":\d+/, ''),
      );
      expect(compressed.html).toMatch(/<\/main><\/body><\/html>$/);
    },
  );
});

describe('the guest page cache', () => {
  test('a guest gets the kept page: one render, the same bytes, compressed or not', async () => {
    const first = await page('/lobby?tab=top');
    const second = await page('/lobby?tab=top');
    const brotli = await page('/lobby?tab=top', { 'accept-encoding': 'br' });
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(brotli.cache).toBe('HIT');
    expect(second.seen?.render).toBe(first.seen?.render);
    expect(second.html).toBe(first.html);
    expect(brotli.html).toBe(first.html);
    expect(brotli.res.headers['content-encoding']).toBe('br');
    expect(second.res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('a page first rendered for a brotli client is kept as well', async () => {
    const first = await page('/first-compressed', { 'accept-encoding': 'br' });
    expect(first.cache).toBe('MISS');
    expect(first.res.headers['content-encoding']).toBe('br');
    const second = await page('/first-compressed');
    expect(second.cache).toBe('HIT');
    expect(second.html).toBe(first.html);
  });

  test.each<[string, string, Record<string, string>]>([
    ['another path', '/lobby?tab=new', {}],
    ['another locale prefix', '/de/lobby?tab=top', {}],
    ['another country', '/lobby?tab=top', { 'x-country': 'DE' }],
    ['another user agent (device class, bots)', '/lobby?tab=top', { 'user-agent': PHONE }],
    ['a locale cookie', '/lobby?tab=top', { cookie: 'locale=de' }],
    ['a cookie-consent cookie', '/lobby?tab=top', { cookie: 'cookie_consent=1' }],
  ])('%s is a page of its own', async (_name, url, headers) => {
    const kept = await page('/lobby?tab=top');
    const other = await page(url, headers);
    expect(other.seen?.render).not.toBe(kept.seen?.render);
    const again = await page(url, headers);
    expect(again.cache).toBe('HIT');
    expect(again.seen?.render).toBe(other.seen?.render);
  });

  test('a guest render sees only what its key holds: the user agent and guest cookies, not other headers', async () => {
    const guest = await page('/headers', { cookie: 'locale=it', 'accept-language': 'de-DE' });
    expect(guest.seen).toMatchObject({
      userAgent: BROWSER,
      cookie: 'locale=it',
      acceptLanguage: null,
      country: 'CA',
    });
    const player = await page('/headers', {
      cookie: 'casino_session=abc',
      'accept-language': 'de-DE',
    });
    expect(player.seen).toMatchObject({ cookie: 'casino_session=abc', acceptLanguage: 'de-DE' });
  });

  test.each<[string, string, Record<string, string>, InjectOptions['method']]>([
    ['a session cookie', '/private', { cookie: 'casino_session=abc; locale=de' }, 'GET'],
    ['any other cookie', '/private', { cookie: '_ga=GA1.1' }, 'GET'],
    ['a response that sets a cookie', '/private?set-cookie', {}, 'GET'],
    ['a private response', '/private?private', {}, 'GET'],
    ['a page that is not found', '/private?missing', {}, 'GET'],
    ['a render whose API call failed', '/private?api-fails', {}, 'GET'],
  ])('%s is never kept', async (_name, url, headers, method) => {
    const first = await page(url, headers, method);
    const second = await page(url, headers, method);
    expect(second.seen?.render).toBe((first.seen?.render ?? 0) + 1);
    expect(second.cache).not.toBe('HIT');
  });

  test('a response that sets a cookie keeps its cookie and status when rendered again', async () => {
    const res = (await page('/private?set-cookie')).res;
    expect(res.headers['set-cookie']).toBe('flavour=mint; Path=/');
    expect((await page('/private?missing')).res.statusCode).toBe(404);
  });

  test(`a kept page is rendered again after ${PAGE_CACHE_TTL_MS / 1000} seconds`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await page('/ttl');
    vi.setSystemTime(Date.now() + PAGE_CACHE_TTL_MS - 1);
    expect((await page('/ttl')).seen?.render).toBe(first.seen?.render);
    vi.setSystemTime(Date.now() + 1);
    const later = await page('/ttl');
    expect(later.cache).toBe('MISS');
    expect(later.seen?.render).toBe((first.seen?.render ?? 0) + 1);
  });

  test('concurrent guests of one page share one render', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => page('/together')));
    expect(new Set(pages.map((p) => p.seen?.render)).size).toBe(1);
  });
});

describe('build assets', () => {
  const ASSET = '/assets/lobby-AbC123.js';

  test.each(['br', 'gzip'])(
    '%s: compressed ahead, immutable for a year, the same script once decoded',
    async (encoding) => {
      const res = await app.inject({ url: ASSET, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      const decoded =
        encoding === 'br'
          ? zlib.brotliDecompressSync(res.rawPayload)
          : zlib.gunzipSync(res.rawPayload);
      expect(decoded.toString()).toBe(SCRIPT);
    },
  );

  test('without Accept-Encoding the file as built; a matching ETag is a 304', async () => {
    const res = await app.inject({ url: ASSET });
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['content-encoding']).toBeUndefined();
    const etag = String(res.headers.etag);
    expect((await app.inject({ url: ASSET, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    expect(
      (await app.inject({ url: ASSET, headers: { 'if-none-match': `"other", W/${etag}` } }))
        .statusCode,
    ).toBe(304);
    expect(
      (await app.inject({ url: ASSET, headers: { 'if-none-match': '"other"' } })).statusCode,
    ).toBe(200);
  });

  test('images go out as they are; unknown and escaping names are 404', async () => {
    const png = await app.inject({
      url: '/assets/logo-AbC123.png',
      headers: { 'accept-encoding': 'br' },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(3000);
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
  });
});

describe('public files at fixed names', () => {
  test.each([
    ['/sw.js', 'application/javascript; charset=utf-8', 'no-cache', 'sw.js'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache', 'manifest.webmanifest'],
    ['/offline.html', 'text/html; charset=utf-8', 'no-cache', 'offline.html'],
    ['/favicon.svg', 'image/svg+xml', 'public, max-age=86400', 'favicon.svg'],
    ['/icons/icon-192.png', 'image/png', 'public, max-age=86400', 'icons/icon-192.png'],
  ])(
    '%s is the file as built, as %s, with Cache-Control: %s',
    async (url, contentType, cacheControl, name) => {
      const res = await app.inject({ url, headers: { 'user-agent': BROWSER } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(contentType);
      expect(res.headers['cache-control']).toBe(cacheControl);
      expect(res.rawPayload.equals(Buffer.from(PUBLIC_FILES[name] ?? ''))).toBe(true);
      expect(res.headers['x-cache']).toBeUndefined();
    },
  );

  test('the service worker and manifest are revalidated: their ETag answers 304', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const first = await app.inject({ url });
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^(W\/)?".+"$/);
      expect((await app.inject({ url, headers: { 'if-none-match': etag } })).statusCode, url).toBe(
        304,
      );
    }
  });

  test('a query does not change the file; names the build does not hold, deeper paths and escapes render as pages', async () => {
    const query = await app.inject({ url: '/sw.js?v=2' });
    expect(query.body).toBe(PUBLIC_FILES['sw.js']);
    expect(query.headers['cache-control']).toBe('no-cache');
    for (const url of [
      '/missing.webmanifest',
      '/icons/missing.png',
      '/icons/sub/icon.png',
      '/other/icon-192.png',
      '/icons/..%2fsw.js',
      '/.hidden.js',
    ]) {
      const { res, seen } = await page(url);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(seen, url).not.toBeNull();
    }
  });
});

describe('no server render redirects off the site (issue 7: open redirect)', () => {
  test.each([
    ['//evil.example', '/'],
    ['https://evil.example/login', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/profile/main', '/profile/main'],
    ['http://localhost/deposit?x=1', 'http://localhost/deposit?x=1'],
  ])('a render redirecting to %j sends Location %j', async (location, sent) => {
    const res = await app.inject({ url: `/redirecting?location=${encodeURIComponent(location)}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(sent);
  });
});

describe('the offline page runs under a CSP of its own', () => {
  test('its inline style and script are allowed there, and nothing else is loaded', async () => {
    const res = await app.inject({ url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(csp).not.toContain('nonce');
    // Pages keep the nonce policy.
    const page = await app.inject({ url: '/somewhere' });
    expect(String(page.headers['content-security-policy'])).toMatch(/'nonce-[\w+/=]+'/);
  });
});

describe('personal renders and the Host header (issue 7 section 1)', () => {
  test('a page rendered for a visitor with a session is private, no-store, whatever the render said', async () => {
    const signedIn = await page('/profile?private', { cookie: 'casino_session=abc' });
    expect(signedIn.res.headers['cache-control']).toBe('private, no-store');
    const plain = await page('/profile', { cookie: 'casino_session=abc' });
    expect(plain.res.headers['cache-control']).toBe('private, no-store');
  });

  test('without PUBLIC_ORIGIN the page origin is the vetted Host; an unknown Host is refused before rendering', async () => {
    const rendersBefore = renders;
    const known = await page('/origin-check', { host: 'localhost:3000' });
    expect(known.seen?.origin).toBe('http://localhost:3000');
    const forged = await page('/origin-check', { host: 'evil.example' });
    expect(forged.res.statusCode).toBe(421);
    expect(forged.html).not.toContain('evil.example');
    expect(renders).toBe(rendersBefore + 1);
  });

  test('with PUBLIC_ORIGIN the page origin is the public one, never the request Host', async () => {
    const configured = await buildApi({
      db: t.db,
      config: {
        ...t.config,
        PUBLIC_ORIGIN: 'https://casino.example',
        ALLOWED_HOSTS: ['mirror.example'],
      },
    });
    await mountWebBuild(
      configured,
      { db: t.db, config: { ...t.config, PUBLIC_ORIGIN: 'https://casino.example' } },
      build,
      clientDir,
    );
    try {
      for (const host of ['casino.example', 'mirror.example', 'localhost:3000']) {
        const res = await configured.inject({
          url: '/public-origin',
          headers: { host, cookie: 'casino_session=abc', 'user-agent': BROWSER },
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('"origin":"https://casino.example"');
      }
      const forged = await configured.inject({
        url: '/public-origin',
        headers: { host: 'evil.example' },
      });
      expect(forged.statusCode).toBe(421);
    } finally {
      await configured.close();
    }
  });
});
