import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type OperatorRole = 'admin' | 'payments' | 'support';

/** Written only by the back-office module. */
export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number | null;
  role: OperatorRole;
  created_at: CreatedAt;
  disabled_at: NullableTimestamp;
}

export interface OperatorSessionsTable {
  id: string;
  operator_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  /** The password was right, the code is awaited: the session entitles only the code step. */
  otp_pending: Generated<boolean>;
  otp_attempts: Generated<number>;
}

/** Append-only: written by the back-office module in the transaction of each operator action. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string;
  details: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
  created_at: CreatedAt;
}

export interface BackofficeTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
}
