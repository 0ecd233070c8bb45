import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compress, negotiateEncoding, varyOnEncoding, type Encoding } from './compression.ts';

/** Hashed build files never change under their name: a year, immutable. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Text files of a build worth compressing, with their media types. Other files go out as they are. */
const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Larger files are not held in memory (a build's scripts and styles are far smaller). */
const MAX_HELD_BYTES = 8 * 1024 * 1024;

interface HeldAsset {
  body: Buffer;
  contentType: string;
  etag: string;
  variants: Map<Encoding, Promise<Buffer>>;
}

function filesUnder(dir: string, prefix = ''): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) names.push(...filesUnder(path.join(dir, entry.name), relative));
    else if (entry.isFile()) names.push(relative);
  }
  return names;
}

/** The compressed form of an asset, brotli 11 / gzip 9 once per process, shared by every request. */
function variantOf(asset: HeldAsset, encoding: Encoding): Promise<Buffer> {
  let variant = asset.variants.get(encoding);
  if (!variant) {
    variant = compress(asset.body, encoding, 'static');
    asset.variants.set(encoding, variant);
    variant.catch(() => asset.variants.delete(encoding));
  }
  return variant;
}

/** If-None-Match names this ETag (a list, weak or strong, or `*`). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Serves the hashed build files under `prefix` from `dir`: a year of immutable caching, ETags, and the scripts and
 * styles brotli- or gzip-compressed as the client accepts (Vary: Accept-Encoding). The text files are read and
 * compressed at the highest levels once, at start (about a second for the whole build). Files the build did not
 * contain at start are not served (a deploy is a new process); other files (images, fonts) are sent from disk.
 */
export async function registerStaticAssets(
  app: FastifyInstance,
  dir: string,
  prefix: string,
): Promise<void> {
  const held = new Map<string, HeldAsset>();
  const onDisk = new Set<string>();
  for (const name of filesUnder(dir)) {
    const file = path.join(dir, name);
    const contentType = COMPRESSIBLE_TYPES[path.extname(name).toLowerCase()];
    if (contentType && statSync(file).size <= MAX_HELD_BYTES) {
      const body = readFileSync(file);
      const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
      held.set(name, { body, contentType, etag, variants: new Map() });
    } else {
      onDisk.add(name);
    }
  }

  // Compressed before the server listens: the first visitors get the small forms, and no request pays for brotli 11.
  await Promise.all(
    [...held.values()].flatMap((asset) =>
      (['br', 'gzip'] as const).map((encoding) =>
        variantOf(asset, encoding).catch(() => undefined),
      ),
    ),
  );

  app.get(
    `${prefix}*`,
    async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const name = request.params['*'];
      const asset = held.get(name);
      if (!asset) {
        if (onDisk.has(name))
          return reply
            .header('cache-control', IMMUTABLE_CACHE_CONTROL)
            .sendFile(name, dir, { cacheControl: false });
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      reply
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('etag', asset.etag)
        .header('content-type', asset.contentType);
      if (asset.body.length >= 1024) varyOnEncoding(reply);
      if (matchesEtag(request.headers['if-none-match'], asset.etag))
        return reply.status(304).send();
      const encoding =
        asset.body.length >= 1024 && request.method !== 'HEAD'
          ? negotiateEncoding(request.headers['accept-encoding'])
          : null;
      if (!encoding) return reply.send(asset.body);
      const body = await variantOf(asset, encoding);
      return reply.header('content-encoding', encoding).send(body);
    },
  );
}
