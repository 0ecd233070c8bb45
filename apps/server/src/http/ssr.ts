import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createApiClient, type FetchLike } from '@casino/api/client';
import { existsSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import { countryOf } from '../modules/geo/geo.service.ts';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import type { AppDeps } from '../deps.ts';
import { createCompressor, isCompressible, negotiateEncoding } from './compression.ts';
import { NoncedPage } from './nonced-page.ts';
import {
  GUEST_HEADERS,
  PageCache,
  guestViewOf,
  isCacheableRender,
  keptHeaders,
  sendCachedPage,
} from './page-cache.ts';
import { registerStaticAssets } from './static-assets.ts';
import { requestSiteOrigin, sameSiteLocation } from './same-site-redirects.ts';
import { siteOriginOf } from './site-origin.ts';
import { PRIVATE_NO_STORE } from './private-answers.ts';
import { scriptNonceOf } from './security-headers.ts';
import {
  STATIC_PAGE_CSP,
  isStaticPage,
  publicFileCacheControl,
  publicFileOf,
} from './public-files.ts';

interface WebEntryModule {
  createLoadContext(value: {
    api: ReturnType<typeof createApiClient>;
    country: string;
    localePrefix: string | null;
    nonce: string;
  }): unknown;
}

const localeSet = new Set<string>(MESSAGE_LOCALES);

/** '/de/profile' -> 'de'; '/' or '/profile' -> ''. */
export function localePrefixOf(url: string): string {
  const first = url.split(/[/?#]/)[1] ?? '';
  return localeSet.has(first) ? first : '';
}

/** What the API calls of one render went through: a render that met a failed call is not kept in the page cache. */
interface RenderHealth {
  apiFailed: boolean;
}

/** An in-process fetch for server renders: the API answers through `inject`, with the player's own cookie. */
function injectFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  geoHeader: string | undefined,
  health: RenderHealth,
): FetchLike {
  // The trusted proxy's country header goes along too: without it the in-process calls (GET /api/current_ip) would
  // see only the address and miss the visitor's country.
  const country = geoHeader ? request.headers[geoHeader.toLowerCase()] : undefined;
  return async (url, init) => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (geoHeader && typeof country === 'string') headers[geoHeader.toLowerCase()] = country;
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    const forwarded = request.ip;
    let res: Awaited<ReturnType<FastifyInstance['inject']>>;
    try {
      res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { ...headers, 'x-forwarded-for': forwarded },
        remoteAddress: forwarded,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
    } catch (error) {
      health.apiFailed = true;
      throw error;
    }
    if (res.statusCode >= 500) health.apiFailed = true;
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
}

/**
 * A WHATWG Request for React Router from the Fastify request (the body, when any, is already parsed JSON).
 * `onlyHeaders`: the render sees just these headers (a guest render of the page cache: only what its key holds).
 */
function toWebRequest(
  request: FastifyRequest,
  origin: string,
  signal: AbortSignal,
  onlyHeaders?: ReadonlySet<string>,
): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (onlyHeaders && !onlyHeaders.has(key)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const url = `${origin}${request.url}`;
  const init: RequestInit = { method: request.method, headers, signal };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined) {
    init.body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  }
  return new Request(url, init);
}

/** Writes a web stream to a compressor, flushing once whenever the renderer pauses (the streamed parts arrive promptly). False when the visitor left first. */
async function pipeCompressed(
  body: ReadableStream<Uint8Array>,
  compressor: ReturnType<typeof createCompressor>,
  keep: Buffer[] | null,
): Promise<boolean> {
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    if (!compressor.writableEnded) compressor.flush();
  };
  for await (const chunk of body) {
    // The visitor left: the compressor was destroyed with the socket; stop reading the render.
    if (compressor.destroyed) return false;
    keep?.push(Buffer.from(chunk));
    compressor.write(chunk);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  }
  return true;
}

/**
 * Serves the built web app: hashed assets with a year of cache (compressed ahead), everything else rendered by
 * React Router, gzip- or brotli-compressed as the client accepts. Guest renders (no session or other cookie) are kept
 * for a few seconds in the page cache (page-cache.ts) and served again to guests whose request has the same key.
 */
export async function mountWebApp(
  app: FastifyInstance,
  deps: AppDeps,
  webBuildDir: string,
): Promise<void> {
  const serverEntry = path.join(webBuildDir, 'server/index.js');
  if (!existsSync(serverEntry))
    throw new Error(`Web build missing at ${serverEntry}: run npm run build`);
  await mountWebBuild(
    app,
    deps,
    (await import(serverEntry)) as ServerBuild,
    path.join(webBuildDir, 'client'),
  );
}

/** mountWebApp with the server build already loaded and the client build in `clientDir` (tests bring their own). */
export async function mountWebBuild(
  app: FastifyInstance,
  deps: AppDeps,
  build: ServerBuild,
  clientDir: string,
): Promise<void> {
  const entry = build.entry.module as unknown as WebEntryModule;
  await registerStaticAssets(app, path.join(clientDir, 'assets'), '/assets/');
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/static-root/',
    serve: false,
    decorateReply: true,
  });

  const mode = deps.config.NODE_ENV === 'production' ? 'production' : 'development';
  // A locale prefix (/de, /en-NZ) becomes the router's basename, so every link of that render keeps the prefix.
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>([
    ['', createRequestHandler(build, mode)],
  ]);
  for (const locale of MESSAGE_LOCALES)
    handlers.set(locale, createRequestHandler({ ...build, basename: `/${locale}` }, mode));
  const pages = new PageCache();

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // The public files of the client build (favicon, manifest, icons, service worker) are served as files, everything else renders.
    const file = publicFileOf(request.url);
    if (file && existsSync(path.join(clientDir, file))) {
      if (isStaticPage(file)) reply.raw.setHeader('content-security-policy', STATIC_PAGE_CSP);
      return reply
        .header('cache-control', publicFileCacheControl(file))
        .sendFile(file, clientDir, { cacheControl: false });
    }
    const country = countryOf(request, deps.config);
    const guest = guestViewOf(request, country);
    if (guest) {
      const found = pages.find(guest.key);
      const page = found instanceof Promise ? await found : found;
      if (page) return sendCachedPage(request, reply, page);
    }
    const keep = guest ? pages.begin(guest.key) : null;
    const nonce = scriptNonceOf(reply);
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const health: RenderHealth = { apiFailed: false };
    let response: Response;
    try {
      const api = createApiClient({
        fetch: injectFetch(app, request, deps.config.GEO_HEADER, health),
        side: 'server',
      });
      const prefix = localePrefixOf(request.url);
      const loadContext = entry.createLoadContext({
        api,
        country,
        localePrefix: prefix || null,
        nonce,
      });
      const handle = handlers.get(prefix) ?? handlers.get('');
      if (!handle) throw new Error('no SSR handler');
      response = await handle(
        toWebRequest(
          request,
          siteOriginOf(request, deps.config),
          controller.signal,
          guest ? GUEST_HEADERS : undefined,
        ),
        loadContext as never,
      );
    } catch (error) {
      keep?.(null);
      throw error;
    }
    reply.hijack();
    const cacheable = keep !== null && isCacheableRender(response.status, response.headers);
    const compressible =
      response.body !== null && isCompressible(response.headers.get('content-type') ?? undefined);
    const encoding =
      compressible && request.method !== 'HEAD'
        ? negotiateEncoding(request.headers['accept-encoding'])
        : null;
    const rawHeaders: string[] = [];
    for (const [key, value] of response.headers) {
      if ((encoding && key === 'content-length') || (compressible && key === 'vary')) continue;
      // A render for a visitor with a session (or any cookie the server may read) is theirs alone.
      if (!guest && key === 'cache-control') continue;
      rawHeaders.push(
        key,
        key === 'location' ? sameSiteLocation(value, requestSiteOrigin(request)) : value,
      );
    }
    if (compressible) {
      const vary = response.headers.get('vary');
      rawHeaders.push('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!guest) rawHeaders.push('cache-control', PRIVATE_NO_STORE);
    if (encoding) rawHeaders.push('content-encoding', encoding);
    if (guest) rawHeaders.push('x-cache', 'MISS');
    reply.raw.writeHead(response.status, rawHeaders);
    const chunks: Buffer[] | null = cacheable ? [] : null;
    // The page is kept only when the whole document was read from the renderer while the visitor was still there;
    // waiting guests are woken as soon as it is (not after the first visitor's download).
    let settled = false;
    const settle = (complete: boolean) => {
      if (settled) return;
      settled = true;
      const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
      keep?.(
        complete && chunks && !health.apiFailed
          ? {
              status: response.status,
              headers: keptHeaders(response.headers),
              contentType,
              body: new NoncedPage(Buffer.concat(chunks), nonce),
            }
          : null,
      );
    };
    try {
      if (response.body && request.method !== 'HEAD') {
        if (encoding) {
          const compressor = createCompressor(encoding);
          compressor.on('error', () => undefined);
          reply.raw.once('close', () => {
            if (!reply.raw.writableFinished) compressor.destroy();
          });
          compressor.pipe(reply.raw);
          settle(
            (await pipeCompressed(response.body, compressor, chunks)) && !controller.signal.aborted,
          );
          compressor.end();
          await finished(compressor).catch(() => undefined);
        } else {
          for await (const chunk of response.body) {
            chunks?.push(Buffer.from(chunk));
            reply.raw.write(chunk);
          }
          settle(!controller.signal.aborted);
          reply.raw.end();
        }
      } else {
        settle(!controller.signal.aborted);
        reply.raw.end();
      }
    } finally {
      if (!reply.raw.writableEnded) reply.raw.end();
      settle(false);
    }
  };
  app.all('/api/*', async (request, reply) =>
    reply.status(404).send({ error: `${request.url} is not found`, code: 'NotFound' }),
  );
  app.get('/*', render);
}
