import { bytesToHex, hashServerSeed, serverSeedFromBytes } from '@casino/games/fair';
import type { StudioDeps } from './studio-deps.ts';
import type { StudioSessionRow } from './studio-sessions.repository.ts';
import { StudioError } from './studio-errors.ts';
import {
  findActivePair,
  insertActivePair,
  revealPair,
  type SeedPairRow,
} from './seed-pairs.repository.ts';

// Provably fair seeds (spec 04 section 5): one active pair per player (a guest's demo: per casino session) across the
// studio's games; the server seed shows only as its hash until the player rotates the pair.

export function seedOwnerOf(session: StudioSessionRow): string {
  return session.player_id === null
    ? `session:${session.casino_session_id}`
    : `player:${session.player_id}`;
}

function newPair(deps: StudioDeps, owner: string, clientSeed: string | undefined) {
  const serverSeed = serverSeedFromBytes(deps.randomBytes(32));
  return {
    owner,
    server_seed: serverSeed,
    server_seed_hash: hashServerSeed(serverSeed),
    client_seed: clientSeed ?? bytesToHex(deps.randomBytes(8)),
    created_at: deps.now(),
  };
}

/** The owner's active pair, made on first use. */
export async function activePair(deps: StudioDeps, owner: string): Promise<SeedPairRow> {
  const found = await findActivePair(deps.db, owner);
  if (found) return found;
  await insertActivePair(deps.db, newPair(deps, owner, undefined));
  const made = await findActivePair(deps.db, owner);
  if (!made) throw new Error('the active seed pair vanished after insert');
  return made;
}

/**
 * Reveals the active pair and starts a new one with the player's client seed (or a random one). Refused while a round
 * drawn from the pair is open: its server seed would tell the rest of the round.
 */
export async function rotateSeeds(
  deps: StudioDeps,
  session: StudioSessionRow,
  clientSeed: string | undefined,
): Promise<{ revealed: SeedPairRow; active: SeedPairRow }> {
  const owner = seedOwnerOf(session);
  await activePair(deps, owner);
  return deps.db.transaction().execute(async (trx) => {
    const pair = await findActivePair(trx, owner, true);
    if (!pair)
      throw new StudioError(409, 'seeds_changed', 'The seeds changed meanwhile; try again');
    const open = await trx
      .selectFrom('studio_rounds')
      .select('id')
      .where('seed_pair_id', '=', pair.id)
      .where('status', 'in', ['pending', 'open'])
      .executeTakeFirst();
    if (open) throw new StudioError(409, 'round_open', 'Finish the open round before new seeds');
    const revealed = await revealPair(trx, pair.id, deps.now());
    await insertActivePair(trx, newPair(deps, owner, clientSeed));
    const active = await findActivePair(trx, owner);
    if (!active) throw new Error('the new seed pair vanished after insert');
    return { revealed, active };
  });
}

export const publicSeeds = (pair: SeedPairRow) => ({
  server_seed_hash: pair.server_seed_hash,
  client_seed: pair.client_seed,
  nonce: pair.nonce,
});
