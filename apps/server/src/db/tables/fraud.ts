import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export interface FraudChecksTable {
  id: Generated<number>;
  player_id: number;
  type: 'transaction' | 'payout';
  amount_cents: number;
  currency: string;
  payment_system: string;
  card_bin: string | null;
  card_last4: string | null;
  card_expiry: string | null;
  request_country: string;
  request_ip: string | null;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  decision: 'approve' | 'review' | 'decline';
  score: number;
  reasons: string[];
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface FraudTables {
  fraud_checks: FraudChecksTable;
}
