import type { FastifyReply, FastifyRequest } from 'fastify';
import { LruCache } from '../lib/lru-cache.ts';
import { acceptsGzip, varyOnEncoding } from './compression.ts';
import type { NoncedPage } from './nonced-page.ts';
import { scriptNonceOf } from './security-headers.ts';

// A micro-cache of server-rendered pages for anonymous visitors: the lobby under load renders once per few seconds
// per variant instead of once per view. Only requests that carry no cookie but the two the web app reads for guests
// may use it, and such a render is handed only the request parts its key holds, so nothing else can change the page.

/** How long a rendered page is served again: a few seconds, so edits show almost at once. */
export const PAGE_CACHE_TTL_MS = 5_000;
const PAGE_ENTRIES = 500;
const PAGE_BYTES = 64 * 1024 * 1024;

/** The cookies a guest's render may read (web app/lib/cookies.ts): the chosen locale and the cookie-consent answer. */
export const GUEST_COOKIES: ReadonlySet<string> = new Set(['locale', 'cookie_consent']);

/**
 * The request headers a cacheable render sees (besides the URL, whose host, path and query are in the key): the
 * user agent (device class, bots) and the guest cookies. The visitor's country, from the trusted header or the
 * address, is in the key as the server resolved it.
 */
export const GUEST_HEADERS: ReadonlySet<string> = new Set(['host', 'user-agent', 'cookie']);

/** A rendered page as sent: status, headers, and its body kept around the CSP nonce it was rendered with. */
export interface CachedPage {
  status: number;
  headers: [name: string, value: string][];
  contentType: string;
  body: NoncedPage;
}

/** What a guest render may know about its request, and the key of its page. */
export interface GuestView {
  key: string;
}

/**
 * The cache key of a request that may be served from (and fill) the page cache; null when it must render for itself:
 * not a GET, or a cookie other than the guest cookies (a session, anything the server might read one day).
 */
export function guestViewOf(request: FastifyRequest, country: string): GuestView | null {
  if (request.method !== 'GET') return null;
  for (const name of Object.keys(request.cookies ?? {})) if (!GUEST_COOKIES.has(name)) return null;
  const cookie = request.headers.cookie ?? '';
  if (cookie && Object.keys(request.cookies ?? {}).length === 0) return null;
  return {
    key: JSON.stringify([
      request.protocol,
      request.host,
      request.url,
      country,
      request.headers['user-agent'] ?? '',
      cookie,
    ]),
  };
}

/** Whether a rendered response may be kept: a plain 200 that sets no cookie and does not ask to stay private. */
export function isCacheableRender(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  return !/\b(no-store|private|no-cache)\b/i.test(headers.get('cache-control') ?? '');
}

/** Response headers a cached page keeps (length and encoding are set again for each reply). */
export function keptHeaders(headers: Headers): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of headers)
    if (!['content-length', 'content-encoding', 'content-type', 'set-cookie'].includes(name))
      kept.push([name, value]);
  return kept;
}

export class PageCache {
  readonly #pages: LruCache<string, CachedPage>;
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();

  constructor(now: () => number = () => Date.now()) {
    this.#pages = new LruCache({
      maxEntries: PAGE_ENTRIES,
      maxSize: PAGE_BYTES,
      sizeOf: (page) => page.body.weight,
      ttlMs: PAGE_CACHE_TTL_MS,
      now,
    });
  }

  /**
   * The kept page of `key`; else the render of it already under way (its page, or null if it will keep none); else
   * null, and the caller renders (and calls begin at once, in the same tick, so concurrent guests wait for it).
   */
  find(key: string): CachedPage | Promise<CachedPage | null> | null {
    return this.#pages.get(key) ?? this.#rendering.get(key) ?? null;
  }

  /** Marks a render of `key` as under way; `done` keeps its page (or null: not cacheable) and wakes the waiters. */
  begin(key: string): (page: CachedPage | null) => void {
    let resolve: (page: CachedPage | null) => void = () => {};
    const rendering = new Promise<CachedPage | null>((r) => {
      resolve = r;
    });
    if (!this.#rendering.has(key)) this.#rendering.set(key, rendering);
    return (page) => {
      if (page) this.#pages.set(key, page);
      if (this.#rendering.get(key) === rendering) this.#rendering.delete(key);
      resolve(page);
    };
  }

  get count(): number {
    return this.#pages.count;
  }
}

/**
 * Sends a kept page with this response's own CSP nonce (helmet set it in the response's policy): gzip when the client
 * takes it (the nonce is spliced into the kept gzip stream, no compression per hit), else plain.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('x-cache', 'HIT');
  reply.header('content-type', page.contentType);
  const nonce = scriptNonceOf(reply);
  varyOnEncoding(reply);
  if (request.method === 'HEAD' || !acceptsGzip(request.headers['accept-encoding']))
    return reply.send(page.body.plain(nonce));
  reply.header('content-encoding', 'gzip');
  return reply.send(page.body.gzip(nonce));
}
