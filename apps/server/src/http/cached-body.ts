import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compress,
  negotiateEncoding,
  varyOnEncoding,
  type CompressionLevel,
  type Encoding,
} from './compression.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A response body kept in a cache: the bytes as serialized once, and its gzip and brotli forms, each compressed the
 * first time a client asks for it and kept beside the body for the entry's lifetime.
 */
export class CachedBody {
  readonly #variants = new Map<Encoding, Promise<Buffer>>();
  readonly #ready = new Map<Encoding, Buffer>();

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    /** `cached` for entries sent many times; `fast` for short-lived ones (a page kept for seconds). */
    readonly level: CompressionLevel = 'cached',
  ) {}

  /** The compressed form (shared by concurrent requests; a failed compression is retried next time). */
  variant(encoding: Encoding): Promise<Buffer> {
    let variant = this.#variants.get(encoding);
    if (!variant) {
      variant = compress(this.body, encoding, this.level);
      this.#variants.set(encoding, variant);
      variant.then(
        (compressed) => this.#ready.set(encoding, compressed),
        () => this.#variants.delete(encoding),
      );
    }
    return variant;
  }

  /** What the entry may come to hold: the body and both compressed forms (each well under half of the body). */
  get cacheWeight(): number {
    return this.body.length * 1.5 + 256;
  }

  /** The compressed form if it is ready now. */
  readyVariant(encoding: Encoding): Buffer | undefined {
    return this.#ready.get(encoding);
  }
}

/**
 * Sends a cached body as it is, or compressed as the client accepts (Vary: Accept-Encoding). Synchronous when the
 * form to send is ready (the hot path of a cache hit takes no promise); a compression still running is awaited.
 */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
): FastifyReply | Promise<FastifyReply> {
  reply.header('content-type', cached.contentType);
  if (cached.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(cached.body);
  varyOnEncoding(reply);
  const encoding =
    request.method === 'HEAD' ? null : negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(cached.body);
  reply.header('content-encoding', encoding);
  const ready = cached.readyVariant(encoding);
  if (ready) return reply.send(ready);
  return cached.variant(encoding).then((compressed) => reply.send(compressed));
}
