import { describe, expect, test } from 'vitest';
import { bytesToFloat, fairFloats, hashServerSeed, roundBytes } from './fair.ts';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createHash, createHmac } from 'node:crypto';

const seeds = {
  serverSeed: 'a'.repeat(64),
  clientSeed: 'player-seed',
  nonce: 7,
};

describe('provably fair bytes (spec 04 section 5)', () => {
  test('the commitment is the SHA-256 of the server seed, as node:crypto computes it', () => {
    expect(hashServerSeed(seeds.serverSeed)).toBe(
      createHash('sha256').update(seeds.serverSeed).digest('hex'),
    );
  });

  test('the first 32 bytes are HMAC(serverSeed, "client:nonce:0"), the next 32 round 1', () => {
    const stream = roundBytes(seeds);
    const bytes = Array.from({ length: 64 }, () => stream.next().value);
    const block = (round: number) => [
      ...createHmac('sha256', seeds.serverSeed)
        .update(`${seeds.clientSeed}:${seeds.nonce}:${round}`)
        .digest(),
    ];
    expect(bytes).toEqual([...block(0), ...block(1)]);
    expect(hmac(sha256, new TextEncoder().encode('k'), new Uint8Array()).length).toBe(32);
  });

  test('floats are Σ byte_i / 256^(i+1) of each 4 bytes, 8 per block', () => {
    const floats = fairFloats(seeds);
    const block = createHmac('sha256', seeds.serverSeed)
      .update(`${seeds.clientSeed}:${seeds.nonce}:0`)
      .digest();
    for (let i = 0; i < 8; i++) {
      const [b0, b1, b2, b3] = [...block.subarray(i * 4, i * 4 + 4)] as [
        number,
        number,
        number,
        number,
      ];
      expect(floats.next()).toBe(bytesToFloat(b0, b1, b2, b3));
    }
    expect(floats.used).toBe(8);
  });

  test('a float is in [0, 1)', () => {
    expect(bytesToFloat(0, 0, 0, 0)).toBe(0);
    expect(bytesToFloat(255, 255, 255, 255)).toBeLessThan(1);
  });
});
