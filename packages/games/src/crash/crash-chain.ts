import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { FloatSource } from '../fair.ts';

/**
 * Crash's randomness is bustabit's hash chain (spec 04 section 5), not the per-player seeds: one shared round for
 * everyone at the table. The house draws a secret terminal seed, hashes it again and again, and publishes the last
 * hash as its commitment before any game; the games play the chain backwards, so each game's hash is the SHA-256 of
 * the next game's and the house cannot choose a result without breaking SHA-256. The salt (a later public value,
 * like a Bitcoin block hash) keeps the house from having picked a chain with a known future.
 *
 * The byte order is the one of bustabit's published verifier (github.com/bustabit/verifier, utils/math.ts and
 * verifier.worker.ts): the chain hashes the previous hash's 64 hex characters as text; the game result is
 * HMAC_SHA256(key = the salt's text, message = the game hash's 32 bytes).
 */

const TWO_52 = 2 ** 52;

/** SHA-256 of a hash's hex text, as hex: one step down the chain. */
export function nextChainHash(hashHex: string): string {
  return bytesToHex(sha256(utf8ToBytes(hashHex)));
}

/**
 * The chain in the order it is computed: [terminal seed, sha256(seed), sha256(sha256(seed)), ...], `length` hashes.
 * The last is the commitment; the games are the ones before it, played from the end (see `crashChain`).
 */
export function chainHashes(terminalSeedHex: string, length: number): string[] {
  if (!/^[0-9a-f]{64}$/.test(terminalSeedHex))
    throw new Error('a terminal seed is 64 hex characters');
  if (!Number.isSafeInteger(length) || length < 2) throw new Error('a chain has at least 2 hashes');
  const hashes = [terminalSeedHex];
  for (let i = 1; i < length; i++) hashes.push(nextChainHash(hashes[i - 1]!));
  return hashes;
}

/** The commitment the house publishes and the game hashes in the order they are played. */
export function crashChain(
  terminalSeedHex: string,
  length: number,
): { commitment: string; games: string[] } {
  const hashes = chainHashes(terminalSeedHex, length);
  return { commitment: hashes[length - 1]!, games: hashes.slice(0, -1).reverse() };
}

/** A player's check: the game's hash hashes to the previous game's hash (or, for the first game, the commitment). */
export function followsInChain(gameHash: string, previousHashOrCommitment: string): boolean {
  return nextChainHash(gameHash) === previousHashOrCommitment;
}

/** X in [0, 1): the top 52 bits of HMAC_SHA256(salt, game hash) over 2^52 (exact in a double). */
export function crashFloatOf(gameHash: string, salt: string): number {
  const digest = hmac(sha256, utf8ToBytes(salt), hexToBytes(gameHash));
  const top52 = parseInt(bytesToHex(digest).slice(0, 13), 16);
  return top52 / TWO_52;
}

/**
 * The crash point in hundredths from X: max(1, floor(99 / (1 - X)) / 100). Computed in integers, as
 * floor(99 · 2^52 / (2^52 - r)) with r = X · 2^52, so no float rounding moves a result across a hundredth.
 */
export function crashPointFromFloat(float: number): number {
  const r = float * TWO_52;
  if (!Number.isSafeInteger(r) || r < 0 || r >= TWO_52)
    throw new Error('X is a multiple of 2^-52 in [0, 1)');
  const hundredths = (99n * BigInt(TWO_52)) / (BigInt(TWO_52) - BigInt(r));
  // The last 2^-53 or so of X would crash above 2^53 hundredths, past exact doubles: held there, far above any target.
  return Math.max(100, Math.min(Number.MAX_SAFE_INTEGER, Number(hundredths)));
}

/** The crash point of a game in hundredths (spec 04 section 5). */
export function crashPointOf(gameHash: string, salt: string): number {
  return crashPointFromFloat(crashFloatOf(gameHash, salt));
}

/**
 * The float source a crash round starts from: it yields X once. The studio server draws the shared round's X from
 * the chain and passes `crashFloats(gameHash, salt)` to every player's `start`, so all bets of a round share one
 * crash point and the round replays from the published game hash.
 */
export function crashFloats(gameHash: string, salt: string): FloatSource {
  let drawn = false;
  return {
    next() {
      if (drawn) throw new Error('a crash round draws one float');
      drawn = true;
      return crashFloatOf(gameHash, salt);
    },
  };
}

/**
 * The exact chance that the crash point reaches `target` hundredths (target ≥ 101): floor(99 · 2^52 / (2^52 - r))
 * ≥ target ⟺ r ≥ 2^52 - floor(99 · 2^52 / target), so floor(99 · 2^52 / target) of the 2^52 values of r win.
 */
export function crashWinCount(target: number): bigint {
  return (99n * BigInt(TWO_52)) / BigInt(target);
}

export function crashWinChance(target: number): number {
  return Number(crashWinCount(target)) / TWO_52;
}

/** The exact return at an auto cash-out target: target/100 · floor(99 · 2^52 / target) / 2^52, 99 % less < target/100 · 2^-52. */
export function crashRtp(target: number): number {
  return (target * Number(crashWinCount(target))) / (100 * TWO_52);
}
