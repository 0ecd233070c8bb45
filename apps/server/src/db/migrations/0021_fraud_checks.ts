import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Fraud checks (POST /api/users/transaction): what the client sent, what the server measured and what it decided, kept
 * for the operators and for the velocity and new-card rules of later checks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE fraud_checks (
      id bigserial PRIMARY KEY,
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('transaction', 'payout')),
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL,
      payment_system text NOT NULL,
      card_bin text,
      card_last4 text,
      card_expiry text,
      request_country text NOT NULL,
      request_ip text,
      payload jsonb NOT NULL,
      decision text NOT NULL CHECK (decision IN ('approve', 'review', 'decline')),
      score integer NOT NULL,
      reasons text[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX fraud_checks_player_time ON fraud_checks (player_id, created_at);
    CREATE INDEX fraud_checks_player_card ON fraud_checks (player_id, card_last4, card_expiry)
      WHERE card_last4 IS NOT NULL;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `DROP TABLE fraud_checks`);
}
