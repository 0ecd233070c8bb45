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

export interface StudioTables {
  studio_seed_pairs: StudioSeedPairsTable;
  studio_sessions: StudioSessionsTable;
  studio_rounds: StudioRoundsTable;
  studio_wallet_actions: StudioWalletActionsTable;
}
