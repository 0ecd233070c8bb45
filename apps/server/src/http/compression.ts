import type { FastifyInstance, FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go out as they are: compression would save less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * `fast` for responses compressed on every request (brotli 5 is about as small as 9 on JSON at a fraction of the
 * time), `cached` for bodies compressed once and sent many times, `static` for build assets compressed once per
 * process (brotli 11: slow, smallest).
 */
export type CompressionLevel = 'fast' | 'cached' | 'static';
const BROTLI_QUALITY: Record<CompressionLevel, number> = { fast: 5, cached: 9, static: 11 };
const GZIP_LEVEL: Record<CompressionLevel, number> = { fast: 6, cached: 9, static: 9 };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses on the libuv thread pool, so the event loop keeps serving while it runs. */
export function compress(
  body: Buffer,
  encoding: Encoding,
  level: CompressionLevel,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: GZIP_LEVEL[level] });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[level],
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** A streaming compressor for a body written chunk by chunk (server-rendered HTML). */
export function createCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === 'gzip') return zlib.createGzip({ level: GZIP_LEVEL.fast });
  return zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY.fast,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** The weight (q) an Accept-Encoding header gives each coding it names; `*` covers the others. */
function codingWeights(acceptEncoding: string | string[] | undefined): (coding: string) => number {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  return (coding) =>
    weights.get(coding) ??
    (coding === 'gzip' ? weights.get('x-gzip') : undefined) ??
    weights.get('*') ??
    0;
}

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 section 12.5.3): brotli when acceptable,
 * else gzip, else none. `q=0` refuses a coding; `*` stands for every coding not named.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const weightOf = codingWeights(acceptEncoding);
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Whether the client takes gzip (kept pages are sent gzip: their nonce is spliced into the gzip stream). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  return codingWeights(acceptEncoding)('gzip') > 0;
}

/** Media types worth compressing: text, JSON, JavaScript, SVG, XML. */
export function isCompressible(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    /^application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)$/.test(type) ||
    type === 'image/svg+xml' ||
    type === 'application/manifest+json'
  );
}

/** Adds Accept-Encoding to the reply's Vary header (a cache must keep the encodings apart), once. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * gzip or brotli for every string or buffer body of a compressible type from 1 KB up, as the client accepts
 * (Vary: Accept-Encoding). Bodies that already carry a Content-Encoding (cached, precompressed) and streams
 * (files, server renders, which compress themselves) pass through untouched.
 */
export function registerCompression(app: FastifyInstance): void {
  // A callback hook with synchronous early exits: the small and the uncompressible answers pay next to nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    const size =
      typeof payload === 'string'
        ? Buffer.byteLength(payload)
        : Buffer.isBuffer(payload)
          ? payload.length
          : 0;
    if (size < COMPRESSION_THRESHOLD_BYTES || reply.statusCode === 204 || reply.statusCode === 304)
      return done(null, payload);
    if (
      reply.hasHeader('content-encoding') ||
      !isCompressible(reply.getHeader('content-type') as string | undefined)
    )
      return done(null, payload);
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding || request.method === 'HEAD') return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    compress(
      typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer),
      encoding,
      'fast',
    ).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
}
