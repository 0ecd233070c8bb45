import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The inputs of one round's randomness (spec 04 section 5): the secret server seed, the player's seed, the nonce. */
export interface RoundSeeds {
  /** 64 hex characters, secret until the player rotates the pair. */
  serverSeed: string;
  clientSeed: string;
  /** The round's number under this seed pair, from 0. */
  nonce: number;
}

/** The commitment shown to the player before any round: SHA-256 of the server seed's text (spec 04 section 5). */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** 32 random bytes as the 64 hex characters of a server seed; the caller brings the randomness (no I/O here). */
export function serverSeedFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new Error('a server seed is 32 bytes');
  return bytesToHex(bytes);
}

export function isServerSeed(text: string): boolean {
  return /^[0-9a-f]{64}$/.test(text);
}

/**
 * The round's byte stream: HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`) with
 * round = floor(cursor / 32) (spec 04 section 5). The key is the seed's text, as Stake's published verifier uses it.
 */
export function* roundBytes(seeds: RoundSeeds): Generator<number, never, undefined> {
  const key = utf8ToBytes(seeds.serverSeed);
  for (let round = 0; ; round++) {
    const block = hmac(sha256, key, utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${round}`));
    for (const byte of block) yield byte;
  }
}

/** Four bytes as a float in [0, 1): Σ byte_i / 256^(i+1) (spec 04 section 5). */
export function bytesToFloat(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}

/** Where a game draws its randomness: floats in [0, 1), in order. Replaying the same seeds gives the same floats. */
export interface FloatSource {
  next(): number;
}

/** The provably fair float stream of one round: 8 floats per HMAC block, the cursor moving on through blocks. */
export function fairFloats(seeds: RoundSeeds): FloatSource & { readonly used: number } {
  const bytes = roundBytes(seeds);
  let used = 0;
  const byte = () => bytes.next().value;
  return {
    next() {
      used++;
      return bytesToFloat(byte(), byte(), byte(), byte());
    },
    get used() {
      return used;
    },
  };
}

/** An integer in [0, n) from one float: floor(f * n), the transform of cards, roulette and picks (spec 04 section 5). */
export function pickIndex(source: FloatSource, n: number): number {
  return Math.floor(source.next() * n);
}

/** Fast non-cryptographic floats for simulations (Monte Carlo RTP checks), never for real rounds. */
export function simulationFloats(seed: number): FloatSource {
  // mulberry32
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

export { bytesToHex, hexToBytes };
