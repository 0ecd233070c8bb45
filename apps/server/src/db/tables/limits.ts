import type { Generated, JSONColumnType } from 'kysely';
import type { LimitPeriod, LimitType } from '@casino/domain/limits';

/** Written only by the limits module (modules/limits/limits.repository.ts). */
export interface UserLimitsTable {
  id: Generated<number>;
  player_id: number;
  type: LimitType;
  period: LimitPeriod;
  minutes: number | null;
  /** Where the limit's periods are counted from. */
  starts_at: Date;
  /** A break's end (cooling-off, self-exclusion); null for limits. */
  ends_at: Date | null;
  created_at: Date;
  removed_at: Date | null;
}

export interface UserLimitAccountsTable {
  limit_id: number;
  currency: string;
  amount_cents: number;
}

export type LimitChangeOutcome = 'applied' | 'cancelled' | 'superseded' | 'lapsed';

export interface UserLimitChangesTable {
  id: Generated<number>;
  limit_id: number;
  player_id: number;
  kind: 'increase' | 'removal';
  accounts: JSONColumnType<{ currency: string; amount_cents: number }[], string, string>;
  minutes: number | null;
  token_hash: string;
  requested_at: Date;
  effective_at: Date;
  confirm_until: Date;
  closed_at: Date | null;
  outcome: LimitChangeOutcome | null;
}

/** A run of real bets with no pause longer than PLAY_SESSION_GAP_MS (packages/domain play-time.ts). */
export interface PlaySessionsTable {
  id: Generated<number>;
  player_id: number;
  started_at: Date;
  last_bet_at: Date;
  acknowledged_at: Date | null;
}

export interface ResponsibleGamingSettingsTable {
  player_id: number;
  reality_check_minutes: number | null;
  limits_reviewed_at: Date | null;
  updated_at: Date;
}

export interface LimitsTables {
  play_sessions: PlaySessionsTable;
  responsible_gaming_settings: ResponsibleGamingSettingsTable;
  user_limits: UserLimitsTable;
  user_limit_accounts: UserLimitAccountsTable;
  user_limit_changes: UserLimitChangesTable;
}
