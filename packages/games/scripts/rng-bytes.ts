/**
 * Streams the provably fair byte stream to stdout for `dieharder -g 200` (raw binary on stdin):
 * HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`) for nonce 0, 1, 2, ... and round 0..blocks-1 (spec 04
 * section 5), the bytes every round's floats are made of.
 *
 *   tsx packages/games/scripts/rng-bytes.ts [--server-seed HEX64] [--client-seed TEXT] [--blocks 1] [--pure]
 *
 * The package's `roundBytes` runs the pure-JS SHA-256 the browser verifier runs (about 1 MB/s); dieharder wants
 * gigabytes, so by default the stream comes from node:crypto after checking it byte for byte against `roundBytes` on
 * the first 2,000 nonces. `--pure` streams `roundBytes` itself. Without --server-seed a random one is drawn and
 * printed to stderr, so a run can be repeated.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { isServerSeed, roundBytes, serverSeedFromBytes, type RoundSeeds } from '../src/fair.ts';

const { values } = parseArgs({
  options: {
    'server-seed': { type: 'string' },
    'client-seed': { type: 'string', default: 'dieharder' },
    blocks: { type: 'string', default: '1' },
    pure: { type: 'boolean', default: false },
  },
});
const serverSeed = values['server-seed'] ?? serverSeedFromBytes(randomBytes(32));
if (!isServerSeed(serverSeed)) throw new Error('--server-seed is 64 lowercase hex characters');
const clientSeed = values['client-seed'];
const blocks = Number(values.blocks);
if (!Number.isSafeInteger(blocks) || blocks < 1) throw new Error('--blocks is a whole number ≥ 1');
console.error(`server seed ${serverSeed}, client seed ${clientSeed}, ${blocks} block(s) per nonce`);

function packageBlocks(seeds: RoundSeeds): Buffer {
  const stream = roundBytes(seeds);
  return Buffer.from(Array.from({ length: 32 * blocks }, () => stream.next().value));
}

function nodeBlocks({ serverSeed: key, clientSeed: client, nonce }: RoundSeeds): Buffer {
  const parts: Buffer[] = [];
  for (let round = 0; round < blocks; round++)
    parts.push(createHmac('sha256', key).update(`${client}:${nonce}:${round}`).digest());
  return Buffer.concat(parts);
}

const blocksOf = values.pure ? packageBlocks : nodeBlocks;
if (!values.pure)
  for (let nonce = 0; nonce < 2000; nonce++) {
    const seeds = { serverSeed, clientSeed, nonce };
    if (!packageBlocks(seeds).equals(nodeBlocks(seeds)))
      throw new Error(`node:crypto and roundBytes differ at nonce ${nonce}`);
  }

// dieharder closes the pipe when its tests are done: that is the normal end.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const CHUNK_NONCES = 2048;
for (let nonce = 0; ;) {
  const chunk: Buffer[] = [];
  for (let i = 0; i < CHUNK_NONCES; i++, nonce++)
    chunk.push(blocksOf({ serverSeed, clientSeed, nonce }));
  if (!process.stdout.write(Buffer.concat(chunk))) await once(process.stdout, 'drain');
}
