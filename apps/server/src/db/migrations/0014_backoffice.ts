import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The operators of the back office (their own accounts and sessions, apart from players'), and the audit log every
 * operator action writes in the transaction of the action itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE operators (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      password_hash text NOT NULL,
      totp_secret text NOT NULL,
      totp_last_step bigint,
      role text NOT NULL CHECK (role IN ('admin', 'payments', 'support')),
      created_at timestamptz NOT NULL DEFAULT now(),
      disabled_at timestamptz
    );
    CREATE UNIQUE INDEX operators_email ON operators (lower(email));

    CREATE TABLE operator_sessions (
      id text PRIMARY KEY,
      operator_id bigint NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ip text,
      user_agent text
    );
    CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      operator_id bigint REFERENCES operators(id),
      action text NOT NULL,
      subject_type text NOT NULL,
      subject_id text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}',
      ip text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, id);
    CREATE INDEX audit_log_operator ON audit_log (operator_id, id);

    ALTER TABLE payments ADD CONSTRAINT payments_decided_by FOREIGN KEY (decided_by) REFERENCES operators(id)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE payments DROP CONSTRAINT payments_decided_by;
    DROP TABLE audit_log;
    DROP TABLE operator_sessions;
    DROP TABLE operators
    `,
  );
}
