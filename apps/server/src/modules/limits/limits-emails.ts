import type { Transaction } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { brandName, emailLink, queueEmail } from '../mail/mail.service.ts';
import { findRecipient } from './limits.repository.ts';

/**
 * The e-mail with the link that confirms a limit's increase or removal (public route /profile/limits/confirm),
 * queued in the transaction that records the request; it names the moment from which the link works.
 */
export async function queueLimitConfirmationEmail(
  trx: Transaction<Database>,
  config: AppConfig,
  playerId: number,
  token: string,
  from: Date,
): Promise<void> {
  const recipient = await findRecipient(trx, playerId);
  const date = new Intl.DateTimeFormat(recipient.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(from);
  await queueEmail(trx, {
    recipient: recipient.email,
    template: 'limit_change',
    locale: recipient.language,
    variables: {
      link: emailLink(config, '/profile/limits/confirm', { token }),
      name: recipient.nickname ?? recipient.email.slice(0, recipient.email.indexOf('@')),
      brand: brandName(config),
      date: `${date} UTC`,
    },
  });
}
