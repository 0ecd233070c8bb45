import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { crashPointOf } from '@casino/games/crash/crash-chain';
import { elapsedAt } from '@casino/games/crash/crash-curve';
import type { StudioDeps } from './studio-deps.ts';
import type { StudioGameInfo } from './studio-games.ts';
import { buildChain, gameHashAt, gamesIn } from './crash-chain-store.ts';
import {
  insertChain,
  insertCrashGame,
  latestCrashGame,
  lockNewestChain,
  type CrashChainRow,
  type CrashGame,
} from './crash-games.repository.ts';

// The lazy scheduler of crash's shared games: nothing runs while nobody watches or bets. Whoever asks for a table's
// current game after the last bust + pause creates the next one, betting from now; the newest chain's row lock makes
// the nodes take turns, and unique (chain_id, chain_index) would refuse a second game if they did not.

/** The salt of a crash configuration (crashConfigFor: public text fixed before the first game of a chain). */
export function crashSaltOf(config: unknown): string {
  if (config && typeof config === 'object' && 'salt' in config && typeof config.salt === 'string')
    return config.salt;
  throw new Error('a crash game without a salt in its configuration');
}

const nextIsDue = (deps: StudioDeps, game: CrashGame, now: Date) =>
  now.getTime() >= game.busts_at.getTime() + deps.crash.pauseMs;

async function newChain(
  deps: StudioDeps,
  trx: Transaction<Database>,
  identifier: string,
  number: number,
  salt: string,
): Promise<CrashChainRow> {
  const terminalSeed = Buffer.from(deps.randomBytes(32)).toString('hex');
  const built = buildChain(terminalSeed, deps.crash.chainLength);
  await insertChain(trx, {
    game_identifier: identifier,
    number,
    terminal_seed: terminalSeed,
    checkpoints: JSON.stringify(built.checkpoints),
    commitment: built.commitment,
    salt,
    length: built.length,
    created_at: deps.now(),
  });
  const chain = await lockNewestChain(trx, identifier);
  if (chain?.number !== number) throw new Error(`chain ${number} of ${identifier} is missing`);
  return chain;
}

async function createNextGame(
  deps: StudioDeps,
  trx: Transaction<Database>,
  identifier: string,
  salt: string,
): Promise<void> {
  let chain =
    (await lockNewestChain(trx, identifier)) ?? (await newChain(deps, trx, identifier, 1, salt));
  const latest = await latestCrashGame(trx, identifier);
  const now = deps.now();
  if (latest && !nextIsDue(deps, latest, now)) return; // another node created it while this one waited
  let index = latest?.chain_id === chain.id ? latest.chain_index + 1 : 0;
  if (index >= gamesIn(chain)) {
    chain = await newChain(deps, trx, identifier, chain.number + 1, salt);
    index = 0;
  }
  const gameHash = gameHashAt(chain, index);
  const crashPoint = crashPointOf(gameHash, chain.salt);
  const startsAt = now.getTime() + deps.crash.bettingMs;
  await insertCrashGame(trx, {
    game_identifier: identifier,
    chain_id: chain.id,
    chain_index: index,
    game_hash: gameHash,
    crash_point: crashPoint,
    betting_starts_at: now,
    starts_at: new Date(startsAt),
    busts_at: new Date(startsAt + elapsedAt(crashPoint)),
  });
}

/** The table's current game: the latest, or a new one in its betting phase once the latest bust + pause is past. */
export async function currentCrashGame(deps: StudioDeps, game: StudioGameInfo): Promise<CrashGame> {
  const latest = await latestCrashGame(deps.db, game.identifier);
  if (latest && !nextIsDue(deps, latest, deps.now())) return latest;
  const salt = crashSaltOf(game.config);
  try {
    await deps.db.transaction().execute((trx) => createNextGame(deps, trx, game.identifier, salt));
  } catch (error) {
    // A unique violation: another node's game is in; it is the current one.
    const current = await latestCrashGame(deps.db, game.identifier);
    if (!current || nextIsDue(deps, current, deps.now())) throw error;
    return current;
  }
  const current = await latestCrashGame(deps.db, game.identifier);
  if (!current) throw new Error(`no crash game of ${game.identifier} after creating one`);
  return current;
}
