import type { ColumnType, Generated } from 'kysely';

type Json = ColumnType<unknown, string, string>;

/** Written only by the studio module (modules/studio); the casino's ids are kept as the wallet sent them. */
export interface StudioSeedPairsTable {
  id: Generated<number>;
  /** `player:{casino player id}`, or `session:{casino session id}` for a guest's demo. */
  owner: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: Date;
  revealed_at: Date | null;
}

export type StudioMode = 'real' | 'demo';

export interface StudioSessionsTable {
  id: Generated<number>;
  /** The casino's launch token (the iframe's `/studio/{token}`). */
  token: string;
  casino_session_id: string;
  player_id: string | null;
  nickname: string | null;
  game_identifier: string;
  mode: StudioMode;
  currency: string;
  /** FUN money of a demo session, minor units; null in real mode (the casino's wallet holds the money). */
  fun_balance_cents: number | null;
  status: 'open' | 'closed';
  created_at: Date;
  last_round_at: Date | null;
}

export type StudioRoundStatus = 'pending' | 'open' | 'finished' | 'refused';

export interface StudioRoundsTable {
  id: Generated<number>;
  session_id: number;
  game_identifier: string;
  engine: string;
  seed_pair_id: number;
  nonce: number;
  params: Json;
  actions: ColumnType<unknown[], string | undefined, string>;
  /** The engine's whole state, secrets included (a crash point): only publicState leaves the server. */
  state: Json;
  /** Floats the round has drawn from its stream so far: an action goes on from there. */
  floats_used: number;
  stake: number;
  win: number;
  status: StudioRoundStatus;
  finished: Generated<boolean>;
  started_at: Date;
  finished_at: Date | null;
  /** Crash: the shared game the bet rides (its crash point, and the round's clock from the game's starts_at). */
  crash_game_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type StudioWalletAction = 'bet' | 'win' | 'rollback';

export interface StudioWalletActionsTable {
  action_id: string;
  round_id: number;
  action: StudioWalletAction;
  amount: number;
  original_action_id: string | null;
  finished: boolean;
  status: 'pending' | 'done' | 'refused';
  created_at: Date;
  answered_at: Date | null;
}

/** One bustabit hash chain of a crash table: the seed and checkpoints are secret, the commitment and salt public. */
export interface StudioCrashChainsTable {
  id: Generated<number>;
  game_identifier: string;
  /** 1, 2, ...: a table starts a new chain when one is used up. */
  number: number;
  terminal_seed: string;
  /** hashes[k · CHECKPOINT_EVERY] of the chain: a game's hash is at most that many steps from one. */
  checkpoints: ColumnType<string[], string, string>;
  commitment: string;
  salt: string;
  length: number;
  created_at: Date;
}

export interface StudioCrashGamesTable {
  id: Generated<number>;
  game_identifier: string;
  chain_id: number;
  /** 0 for the chain's first game (whose hash hashes to the commitment), then 1, 2, ... */
  chain_index: number;
  /** Secret until busts_at, like crash_point. */
  game_hash: string;
  crash_point: number;
  betting_starts_at: Date;
  starts_at: Date;
  busts_at: Date;
}

export interface StudioTables {
  studio_crash_chains: StudioCrashChainsTable;
  studio_crash_games: StudioCrashGamesTable;
  studio_seed_pairs: StudioSeedPairsTable;
  studio_sessions: StudioSessionsTable;
  studio_rounds: StudioRoundsTable;
  studio_wallet_actions: StudioWalletActionsTable;
}
