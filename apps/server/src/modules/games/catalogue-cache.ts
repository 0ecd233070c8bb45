import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isbot } from 'isbot';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { dataGeneration } from '../../lib/data-generation.ts';
import { CATALOGUE_DATA } from './catalogue-changed.ts';
import { CachedBody, JSON_CONTENT_TYPE } from '../../http/cached-body.ts';
import type { GameExtras } from './games.repository.ts';
import {
  hiddenInEveryCountry,
  hiddenProvidersUnder,
  readProvidersConfig,
} from './territorial-restrictions.ts';

/** The providers-config document and, when it has no per-country rule, the providers it hides everywhere. */
interface ProvidersConfig {
  document: unknown;
  everywhere: string[] | null;
}

// The catalogue (providers, collections, games, their currencies, the providers-config document) is read on every
// lobby view and search keystroke and written only by the seed and operators. Its reads are cached in memory per
// database: bounded, for CATALOGUE_CACHE_TTL_MS at most, and dropped at once when our own code writes the catalogue
// (catalogue-changed.ts). A write that bypasses our code (SQL by hand, another node) shows within the time to live.

export const CATALOGUE_CACHE_TTL_MS = 30_000;
const RESPONSE_ENTRIES = 2_000;
const RESPONSE_BYTES = 48 * 1024 * 1024;
const COUNT_ENTRIES = 5_000;
const GAME_EXTRAS_ENTRIES = 5_000;

/** The providers-config as held: the load under way, its result once there, and until when it may be used. */
interface HeldProvidersConfig {
  value: Promise<ProvidersConfig>;
  loaded?: ProvidersConfig;
  expiresAt: number;
}

export class CatalogueCache {
  readonly #db: Db;
  #generation: number;
  readonly #now: () => number;
  /** Serialized answers of catalogue routes, by route and everything that changes the answer. */
  readonly #responses: LruCache<string, CachedBody>;
  /** Games counts of a games_filter scope and filter (every page of an infinite scroll shares one). */
  readonly #counts: LruCache<string, number>;
  /** Currencies and collections of one game, by game id. */
  readonly #gameExtras: LruCache<number, GameExtras>;
  readonly #inflight = new Map<string, Promise<CachedBody>>();
  #providersConfig: HeldProvidersConfig | null = null;

  constructor(db: Db, now: () => number = () => Date.now()) {
    this.#db = db;
    this.#now = now;
    this.#generation = dataGeneration(db, CATALOGUE_DATA);
    this.#responses = new LruCache({
      maxEntries: RESPONSE_ENTRIES,
      maxSize: RESPONSE_BYTES,
      sizeOf: (body) => body.cacheWeight,
      ttlMs: CATALOGUE_CACHE_TTL_MS,
      now,
    });
    this.#counts = new LruCache({ maxEntries: COUNT_ENTRIES, ttlMs: CATALOGUE_CACHE_TTL_MS, now });
    this.#gameExtras = new LruCache({
      maxEntries: GAME_EXTRAS_ENTRIES,
      ttlMs: CATALOGUE_CACHE_TTL_MS,
      now,
    });
  }

  /** The generation this cache holds; a newer one (the catalogue was written) empties it first. */
  get generation(): number {
    return this.#sync();
  }

  /** Empties the cache when the catalogue was written since it was filled; answers the current generation. */
  #sync(): number {
    const current = dataGeneration(this.#db, CATALOGUE_DATA);
    if (current !== this.#generation) {
      this.#responses.clear();
      this.#counts.clear();
      this.#gameExtras.clear();
      this.#inflight.clear();
      this.#providersConfig = null;
      this.#generation = current;
    }
    return current;
  }

  /** True while the catalogue has not been written since `generation` was read: a result loaded since may be kept. */
  isCurrent(generation: number): boolean {
    return this.generation === generation;
  }

  /** The kept answer of `key`, if any (nothing is loaded). */
  cachedJson(key: string): CachedBody | undefined {
    this.#sync();
    return this.#responses.get(key);
  }

  /**
   * The kept answer of `key`, else `load`ed, encoded by `schema` (as the route's response serializer would) and
   * kept. Concurrent misses of one key share one load.
   */
  async json<T>(key: string, schema: z.ZodType<T>, load: () => Promise<T>): Promise<CachedBody> {
    const generation = this.generation;
    const hit = this.#responses.get(key);
    if (hit) return hit;
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    const loading = (async () => {
      const value = await load();
      const body = new CachedBody(
        Buffer.from(JSON.stringify(z.encode(schema, value))),
        JSON_CONTENT_TYPE,
      );
      if (this.isCurrent(generation)) this.#responses.set(key, body);
      return body;
    })();
    this.#inflight.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.#inflight.get(key) === loading) this.#inflight.delete(key);
    }
  }

  /** The stored providers-config document, read at most once per time to live. */
  providersConfig(): Promise<ProvidersConfig> {
    const generation = this.generation;
    const held = this.#providersConfig;
    if (held && held.expiresAt > this.#now()) return held.value;
    const read = readProvidersConfig(this.#db).then((document) => ({
      document,
      everywhere: hiddenInEveryCountry(document),
    }));
    const entry: HeldProvidersConfig = {
      value: read,
      expiresAt: this.#now() + CATALOGUE_CACHE_TTL_MS,
    };
    if (this.isCurrent(generation)) this.#providersConfig = entry;
    read.then(
      (loaded) => {
        entry.loaded = loaded;
      },
      () => {
        if (this.#providersConfig === entry) this.#providersConfig = null;
      },
    );
    return read;
  }

  /** The providers hidden for this visitor (territorial-restrictions.ts), from the cached providers-config. */
  async hiddenProviders(
    deps: AppDeps,
    request: FastifyRequest,
    withoutRestrictions = false,
  ): Promise<string[]> {
    return (
      this.hiddenProvidersNow(deps, request, withoutRestrictions) ??
      hiddenFor(await this.providersConfig(), deps, request)
    );
  }

  /** The same when it needs no database read now (the providers-config is held); else undefined. */
  hiddenProvidersNow(
    deps: AppDeps,
    request: FastifyRequest,
    withoutRestrictions = false,
  ): string[] | undefined {
    if (withoutRestrictions || isbot(request.headers['user-agent'] ?? '')) return [];
    this.#sync();
    const held = this.#providersConfig;
    if (!held?.loaded || held.expiresAt <= this.#now()) return undefined;
    return hiddenFor(held.loaded, deps, request);
  }

  /** A kept games count (see keepCount). */
  count(key: string): number | undefined {
    this.#sync();
    return this.#counts.get(key);
  }

  /** Keeps a count loaded at `generation`, unless the catalogue was written since. */
  keepCount(key: string, total: number, generation: number): void {
    if (this.isCurrent(generation)) this.#counts.set(key, total);
  }

  /** Extras of the games `ids`: cached ones from memory, the rest by one `load` of only those. */
  async extrasOf(
    ids: readonly number[],
    load: (ids: readonly number[]) => Promise<Map<number, GameExtras>>,
  ): Promise<Map<number, GameExtras>> {
    const generation = this.generation;
    const found = new Map<number, GameExtras>();
    const missing: number[] = [];
    for (const id of ids) {
      const extras = this.#gameExtras.get(id);
      if (extras) found.set(id, extras);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = await load(missing);
    const keep = this.isCurrent(generation);
    for (const [id, extras] of loaded) {
      found.set(id, extras);
      if (keep) this.#gameExtras.set(id, extras);
    }
    return found;
  }
}

/** Without per-country rules the visitor's country (a GeoIP lookup) changes nothing. */
function hiddenFor(config: ProvidersConfig, deps: AppDeps, request: FastifyRequest): string[] {
  return config.everywhere ?? hiddenProvidersUnder(config.document, deps, request);
}

const caches = new WeakMap<Db, CatalogueCache>();

/** The catalogue cache of a database (one per database, shared by every app and module on it). */
export function catalogueCacheOf(db: Db): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CatalogueCache(db)));
  return cache;
}
