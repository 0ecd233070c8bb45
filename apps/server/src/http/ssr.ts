import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createApiClient, type FetchLike } from '@casino/api/client';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { countryOf } from '../modules/geo/geo.service.ts';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import type { AppDeps } from '../deps.ts';

interface WebEntryModule {
  createLoadContext(value: { api: ReturnType<typeof createApiClient>; country: string; localePrefix: string | null }): unknown;
}

const localeSet = new Set<string>(MESSAGE_LOCALES);

/** '/de/profile' -> 'de'; '/' or '/profile' -> ''. */
export function localePrefixOf(url: string): string {
  const first = url.split(/[/?#]/)[1] ?? '';
  return localeSet.has(first) ? first : '';
}

/** An in-process fetch for server renders: the API answers through `inject`, with the player's own cookie. */
function injectFetch(app: FastifyInstance, request: FastifyRequest, geoHeader: string | undefined): FetchLike {
  // The trusted proxy's country header goes along too: without it the in-process calls (GET /api/current_ip) would
  // see only the address and miss the visitor's country.
  const country = geoHeader ? request.headers[geoHeader.toLowerCase()] : undefined;
  return async (url, init) => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (geoHeader && typeof country === 'string') headers[geoHeader.toLowerCase()] = country;
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    const forwarded = request.ip;
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...headers, 'x-forwarded-for': forwarded },
      remoteAddress: forwarded,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: res.headers as Record<string, string> });
  };
}

/** A WHATWG Request for React Router from the Fastify request (the body, when any, is already parsed JSON). */
function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const url = `${request.protocol}://${request.host}${request.url}`;
  const init: RequestInit = { method: request.method, headers, signal };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined) {
    init.body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  }
  return new Request(url, init);
}

/** Serves the built web app: hashed assets with a year of cache, everything else rendered by React Router. */
export async function mountWebApp(app: FastifyInstance, deps: AppDeps, webBuildDir: string): Promise<void> {
  const serverEntry = path.join(webBuildDir, 'server/index.js');
  if (!existsSync(serverEntry)) throw new Error(`Web build missing at ${serverEntry}: run npm run build`);
  const build = (await import(serverEntry)) as ServerBuild;
  const entry = build.entry.module as unknown as WebEntryModule;

  await app.register(fastifyStatic, {
    root: path.join(webBuildDir, 'client/assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: path.join(webBuildDir, 'client'),
    prefix: '/static-root/',
    serve: false,
    decorateReply: true,
  });

  const mode = deps.config.NODE_ENV === 'production' ? 'production' : 'development';
  // A locale prefix (/de, /en-NZ) becomes the router's basename, so every link of that render keeps the prefix.
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>([['', createRequestHandler(build, mode)]]);
  for (const locale of MESSAGE_LOCALES) handlers.set(locale, createRequestHandler({ ...build, basename: `/${locale}` }, mode));

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // Top-level files of the client build (favicon, robots) are served as files, everything else renders.
    const file = request.url.split('?')[0] ?? '/';
    if (/^\/[\w.-]+\.(ico|png|svg|webmanifest|js|txt)$/.test(file) && existsSync(path.join(webBuildDir, 'client', file))) {
      return reply.sendFile(file.slice(1), path.join(webBuildDir, 'client'));
    }
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const api = createApiClient({ fetch: injectFetch(app, request, deps.config.GEO_HEADER), side: 'server' });
    const prefix = localePrefixOf(request.url);
    const loadContext = entry.createLoadContext({ api, country: countryOf(request, deps.config), localePrefix: prefix || null });
    const handle = handlers.get(prefix) ?? handlers.get('');
    if (!handle) throw new Error('no SSR handler');
    const response = await handle(toWebRequest(request, controller.signal), loadContext as never);
    reply.hijack();
    const rawHeaders: string[] = [];
    for (const [key, value] of response.headers) rawHeaders.push(key, value);
    reply.raw.writeHead(response.status, rawHeaders);
    if (response.body && request.method !== 'HEAD') {
      for await (const chunk of response.body) reply.raw.write(chunk);
    }
    reply.raw.end();
  };
  app.all("/api/*", async (request, reply) => reply.status(404).send({ error: `${request.url} is not found`, code: "NotFound" }));
  app.get("/*", render);
}
