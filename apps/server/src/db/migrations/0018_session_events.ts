import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Every way a live session ends (sign-out, closing it from the session list, a password change or reset signing every
 * browser out, an operator's hand in SQL) queues `session.ended` in the outbox, in the transaction of the delete: the
 * realtime hub then closes that session's sockets on every node. Sessions that had expired anyway queue nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE FUNCTION sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO outbox_events (topic, player_id, payload)
        VALUES ('session.ended', OLD.player_id, json_build_object('sid', OLD.public_id::text)::jsonb);
      RETURN OLD;
    END $$;
    CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
      FOR EACH ROW WHEN (OLD.expires_at > now() AND NOT OLD.otp_pending)
      EXECUTE FUNCTION sessions_ended()
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    DROP TRIGGER sessions_ended ON sessions;
    DROP FUNCTION sessions_ended()
    `,
  );
}
