import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { TOKEN_TTL_MS } from './auth-tokens.ts';
import { brandName, emailLink, queueEmail } from '../mail/mail.service.ts';

export interface Recipient {
  email: string;
  nickname: string | null;
  language: string;
}

const hours = (ms: number): string => String(Math.round(ms / 3_600_000));

/** The greeting uses the nickname, else the part of the address before the @. */
const nameOf = (recipient: Recipient): string =>
  recipient.nickname ?? recipient.email.slice(0, recipient.email.indexOf('@'));

/** The confirmation e-mail with its link to the web app's /confirmation popup route (spec 01 section 2). */
export function queueConfirmationEmail(
  db: Db,
  config: AppConfig,
  recipient: Recipient,
  token: string,
): Promise<number> {
  return queueEmail(db, {
    recipient: recipient.email,
    template: 'confirmation',
    locale: recipient.language,
    variables: {
      link: emailLink(config, '/confirmation', { confirmation_token: token }),
      name: nameOf(recipient),
      brand: brandName(config),
      hours: hours(TOKEN_TTL_MS.confirmation),
    },
  });
}

/** The reset e-mail with its link to the web app's /new-password popup route. */
export function queueResetPasswordEmail(
  db: Db,
  config: AppConfig,
  recipient: Recipient,
  token: string,
): Promise<number> {
  return queueEmail(db, {
    recipient: recipient.email,
    template: 'reset_password',
    locale: recipient.language,
    variables: {
      link: emailLink(config, '/new-password', { reset_password_token: token }),
      name: nameOf(recipient),
      brand: brandName(config),
      hours: hours(TOKEN_TTL_MS.reset_password),
    },
  });
}

/** Tells the owner of the address that the password changed, so a takeover does not go unnoticed. */
export function queuePasswordChangedEmail(
  db: Db,
  config: AppConfig,
  recipient: Recipient,
): Promise<number> {
  const date = new Intl.DateTimeFormat(recipient.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date());
  return queueEmail(db, {
    recipient: recipient.email,
    template: 'password_changed',
    locale: recipient.language,
    variables: {
      link: emailLink(config, '/support'),
      name: nameOf(recipient),
      brand: brandName(config),
      date: `${date} UTC`,
    },
  });
}
