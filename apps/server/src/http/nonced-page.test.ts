import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { NoncedPage, crc32, crc32Combine } from './nonced-page.ts';

const nonceOf = () => randomBytes(16).toString('hex');

describe('CRC-32 and its combination', () => {
  test('match the checksum zlib writes into a gzip trailer', () => {
    const data = Buffer.from('<!doctype html><p>hello</p>'.repeat(50));
    expect(crc32(data)).toBe(zlib.gzipSync(data).readUInt32LE(zlib.gzipSync(data).length - 8));
  });

  test('combining the CRCs of two parts gives the CRC of the whole', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
        const whole = Buffer.concat([a, b]);
        expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(whole));
      }),
    );
  });
});

describe('a kept page with a nonce of its own per response', () => {
  test.each([
    [
      'nonces inside the page',
      (n: string) =>
        `<html><script nonce="${n}">a()</script><p>x</p><script nonce="${n}">b()</script></html>`,
    ],
    ['a nonce at each end', (n: string) => `${n}<body>${'tile '.repeat(2000)}</body>${n}`],
    ['nonces side by side', (n: string) => `a${n}${n}${n}b`],
    ['no nonce at all', () => '<html><body>static</body></html>'],
  ])('%s: gzip and plain forms both read back as the page with the new nonce', (_name, page) => {
    const rendered = nonceOf();
    const kept = new NoncedPage(Buffer.from(page(rendered)), rendered);
    for (let i = 0; i < 3; i++) {
      const fresh = nonceOf();
      const expected = page(fresh);
      expect(kept.plain(fresh).toString()).toBe(expected);
      expect(zlib.gunzipSync(kept.gzip(fresh)).toString()).toBe(expected);
    }
  });

  test('random pages and nonce places round-trip (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 400 }), { maxLength: 8 }), (parts) => {
        const rendered = nonceOf();
        const fresh = nonceOf();
        const kept = new NoncedPage(Buffer.from(parts.join(rendered)), rendered);
        expect(zlib.gunzipSync(kept.gzip(fresh)).toString()).toBe(parts.join(fresh));
      }),
      { numRuns: 200 },
    );
  });

  test('the gzip form stays compressed (the nonces are the only stored bytes)', () => {
    const rendered = nonceOf();
    const body = Buffer.from(
      `<script nonce="${rendered}"></script>${'<div class="tile">game</div>'.repeat(3000)}`,
    );
    const kept = new NoncedPage(body, rendered);
    expect(kept.gzip(nonceOf()).length).toBeLessThan(zlib.gzipSync(body).length * 1.1);
  });

  test('a nonce of another length is refused', () => {
    const kept = new NoncedPage(Buffer.from('x'), 'abcd');
    expect(() => kept.gzip('abc')).toThrow();
  });
});
