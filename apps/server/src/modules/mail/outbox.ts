import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { renderEmail, type EmailTemplate, type EmailVariables } from './render-email.ts';

export interface QueuedEmail {
  recipient: string;
  template: EmailTemplate;
  locale: string;
  variables: EmailVariables;
}

/**
 * Renders the e-mail now (the player's locale at the time of the event) and stores it in the outbox, in the caller's
 * transaction when given one: the e-mail exists exactly when the change that caused it was committed.
 */
export async function queueEmail(
  db: Kysely<Database> | Transaction<Database>,
  email: QueuedEmail,
): Promise<number> {
  const rendered = renderEmail(email.template, email.locale, email.variables);
  const row = await db
    .insertInto('email_outbox')
    .values({
      recipient: email.recipient,
      template: email.template,
      subject: rendered.subject,
      body_text: rendered.text,
      body_html: rendered.html,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
