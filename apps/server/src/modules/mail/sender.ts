import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import type { Job } from '../../jobs/job.ts';

const POLL_MS = 5_000;
const BATCH_SIZE = 20;
/** After this many failed attempts a message stays unsent, with its last error, for an operator to look at. */
export const MAX_ATTEMPTS = 6;
/** Retry n waits 30 s * 2^n after the message was queued (30 s, 1 min, 2 min, ... about 16 min). */
const BACKOFF_BASE_SECONDS = 30;

export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
}

export interface MailerDeps extends AppDeps {
  /** Defaults to nodemailer over SMTP_URL; tests pass a fake. */
  transport?: MailTransport;
  log?: (message: string, error?: unknown) => void;
  pollMs?: number;
}

export interface Mailer {
  /** Sends what is due now; the delivery job calls it, tests call it directly. */
  flush(): Promise<number>;
}

/**
 * Claims due rows by stamping sent_at in one statement (SKIP LOCKED, so nodes behind a load balancer never send a row
 * twice), then sends; a failure un-stamps the row and records the error for a later retry. A crash between the claim
 * and the send loses that one e-mail; the player can ask for it again (resend confirmation, reset password).
 */
async function claimDueRows(db: Db) {
  return db
    .updateTable('email_outbox')
    .set({ sent_at: new Date(), attempts: sql<number>`attempts + 1` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('email_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where(
          sql<boolean>`created_at + make_interval(secs => ${sql.lit(BACKOFF_BASE_SECONDS)} * (power(2, attempts) - 1)) <= now()`,
        )
        .orderBy('id')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'recipient', 'subject', 'body_text', 'body_html'])
    .execute();
}

export function createMailer(deps: MailerDeps): Mailer | null {
  const transport =
    deps.transport ??
    (deps.config.SMTP_URL ? nodemailer.createTransport(deps.config.SMTP_URL) : null);
  if (!transport) return null;
  const log = deps.log ?? (() => {});
  const flush = async (): Promise<number> => {
    const rows = await claimDueRows(deps.db);
    let sent = 0;
    for (const row of rows) {
      try {
        await transport.sendMail({
          from: deps.config.MAIL_FROM,
          to: row.recipient,
          subject: row.subject,
          text: row.body_text,
          html: row.body_html,
        });
        sent += 1;
      } catch (error) {
        log(`e-mail ${row.id} failed`, error);
        const message = error instanceof Error ? error.message : String(error);
        await deps.db
          .updateTable('email_outbox')
          .set({ sent_at: null, last_error: message.slice(0, 1000) })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return sent;
  };
  return { flush };
}

/**
 * The jobs runner's e-mail delivery: every node sends what it claims (SKIP LOCKED), every few seconds. Without
 * SMTP_URL (and no transport) there is no job: the messages stay readable at GET /api/dev/outbox in development.
 */
export function mailDeliveryJob(deps: MailerDeps): Job | null {
  const mailer = createMailer(deps);
  if (!mailer) return null;
  return {
    name: 'deliver-email',
    scope: 'node',
    everyMs: deps.pollMs ?? POLL_MS,
    run: async () => {
      await mailer.flush();
    },
  };
}
