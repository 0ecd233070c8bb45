import { createHash } from 'node:crypto';

// A table's hash chain as the studio keeps it (packages/games crash-chain.ts has the maths and the players' checks):
// computed once with node:crypto when the chain is created, stored as a checkpoint every CHECKPOINT_EVERY hashes, so
// a game's hash is a few hundred SHA-256 steps from a stored value instead of up to the chain's length.

export const CHECKPOINT_EVERY = 1_000;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export interface StoredChain {
  /** hashes[k · CHECKPOINT_EVERY], hashes[0] being the terminal seed. */
  checkpoints: string[];
  commitment: string;
  length: number;
}

/** Hashes the terminal seed `length - 1` times (bustabit: the hex text of each hash is hashed). */
export function buildChain(terminalSeedHex: string, length: number): StoredChain {
  const checkpoints: string[] = [];
  let hash = terminalSeedHex;
  for (let i = 0; i < length; i++) {
    if (i > 0) hash = sha256Hex(hash);
    if (i % CHECKPOINT_EVERY === 0) checkpoints.push(hash);
  }
  return { checkpoints, commitment: hash, length };
}

/** Games a chain holds: every hash but the commitment. */
export const gamesIn = (chain: { length: number }) => chain.length - 1;

/** The hash of the chain's game `index` (0: the first played, whose SHA-256 is the commitment). */
export function gameHashAt(chain: StoredChain, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= gamesIn(chain))
    throw new Error(`game ${index} is not in a chain of ${chain.length}`);
  const position = chain.length - 2 - index;
  const checkpoint = Math.floor(position / CHECKPOINT_EVERY);
  let hash = chain.checkpoints[checkpoint];
  if (hash === undefined) throw new Error('a chain without its checkpoints');
  for (let i = checkpoint * CHECKPOINT_EVERY; i < position; i++) hash = sha256Hex(hash);
  return hash;
}

/** The hash published before this one: the previous game's, or for a chain's first game the commitment. */
export const previousHashOf = (gameHash: string): string => sha256Hex(gameHash);
