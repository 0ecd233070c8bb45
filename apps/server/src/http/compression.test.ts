import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import {
  COMPRESSION_THRESHOLD_BYTES,
  isCompressible,
  negotiateEncoding,
  registerCompression,
} from './compression.ts';
import { CachedBody, JSON_CONTENT_TYPE, sendCachedBody } from './cached-body.ts';

describe('negotiateEncoding (RFC 9110 section 12.5.3)', () => {
  test.each([
    ['no header', undefined, null],
    ['an empty header', '', null],
    ['a browser', 'gzip, deflate, br, zstd', 'br'],
    ['gzip only', 'gzip', 'gzip'],
    ['x-gzip', 'x-gzip', 'gzip'],
    ['brotli refused', 'br;q=0, gzip', 'gzip'],
    ['gzip preferred by weight', 'br;q=0.5, gzip;q=0.9', 'gzip'],
    ['equal weights prefer brotli', 'gzip;q=0.8, br;q=0.8', 'br'],
    ['any coding', '*', 'br'],
    ['any but brotli', '*, br;q=0', 'gzip'],
    ['identity only', 'identity', null],
    ['everything refused', 'br;q=0, gzip;q=0', null],
    ['upper case and spaces', ' GZIP ; Q=1 ', 'gzip'],
    ['a list of headers', ['deflate', 'br'], 'br'],
  ])('%s', (_name, header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  test.each([
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/html; charset=utf-8', true],
    ['text/javascript', true],
    ['image/svg+xml', true],
    ['application/manifest+json', true],
    ['image/png', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('%s: %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

const big = {
  items: Array.from({ length: 200 }, (_, i) => ({
    id: i,
    name: `game number ${i}`,
    provider: 'northlight',
  })),
};
const decode: Record<string, (body: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
};

describe('compression of API answers', () => {
  let app: FastifyInstance;
  const cached = new CachedBody(Buffer.from(JSON.stringify(big)), JSON_CONTENT_TYPE);
  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ status: 'ok' }));
    app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096)));
    app.get('/cached', (request, reply) => sendCachedBody(request, reply, cached));
    await app.ready();
  });
  afterAll(async () => app?.close());

  test.each(['br', 'gzip'])(
    '%s when the client accepts it, the same JSON once decoded, with Vary: Accept-Encoding',
    async (encoding) => {
      for (const url of ['/big', '/cached']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);
        expect(JSON.parse(decode[encoding]!(res.rawPayload).toString())).toEqual(big);
      }
    },
  );

  test('no Accept-Encoding: the JSON as it is, still marked as varying by encoding', async () => {
    for (const url of ['/big', '/cached']) {
      const res = await app.inject({ url });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.json()).toEqual(big);
    }
  });

  test(`bodies under ${COMPRESSION_THRESHOLD_BYTES} bytes and binary types go out as they are`, async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    const png = await app.inject({ url: '/png', headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });

  test('a cached body compresses once and sends the same bytes to the next client', async () => {
    const first = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
    const second = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cached.readyVariant('gzip')?.equals(first.rawPayload)).toBe(true);
  });
});
