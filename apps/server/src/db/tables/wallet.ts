import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type GameMode = 'real' | 'demo';
export type GameSessionStatus = 'open' | 'closed';
export type GameRoundStatus = 'open' | 'finished' | 'rolled_back';
export type WalletActionKind = 'bet' | 'win' | 'rollback';

/** A launched game: its launch token is the studio's only handle; a guest's demo has no player. */
export interface GameSessionsTable {
  id: Generated<number>;
  token: string;
  player_id: number | null;
  game_id: number;
  game_identifier: string;
  currency: string;
  mode: GameMode;
  status: Generated<GameSessionStatus>;
  closed_reason: string | null;
  created_at: Timestamp;
  last_activity_at: Timestamp;
  closed_at: NullableTimestamp;
}

/** The casino's view of a provider's round (player history, big wins); `round_id` is the provider's. */
export interface GameRoundsTable {
  id: Generated<number>;
  round_id: string;
  session_id: number;
  player_id: number;
  game_id: number;
  currency: string;
  bet_cents: Generated<number>;
  win_cents: Generated<number>;
  balance_before_cents: number;
  balance_after_cents: number;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  status: Generated<GameRoundStatus>;
}

/** One wallet protocol action, unique by the provider's action id; `id` is the answer's tx_id. */
export interface WalletActionsTable {
  id: Generated<number>;
  action_id: string;
  action: WalletActionKind;
  player_id: number;
  session_id: number;
  round_id: string;
  currency: string;
  amount_cents: number;
  /** A rollback's target; a rollback whose target never arrived is a tombstone that refuses it later. */
  original_action_id: string | null;
  request_hash: string;
  transfer_id: number | null;
  rolled_back_by: number | null;
  processed_at: Timestamp;
}

export interface WalletTables {
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  wallet_actions: WalletActionsTable;
}
