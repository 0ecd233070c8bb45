import type { CheckEmailVerdict } from '@casino/api/auth';
import { validateEmail } from '@casino/domain/email';

/**
 * Throwaway-mailbox domains the registration form warns about (IBIZA::RISKY::TEMPORARY). A short built-in list of the
 * best-known services; a real deployment would subscribe to a maintained list.
 */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'tempmail.com',
  'throwawaymail.com',
  'yopmail.com',
  'yopmail.fr',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'mintemail.com',
  'fakeinbox.com',
  'mailnesia.com',
  'tempr.email',
  'discard.email',
  'mohmal.com',
  'emailondeck.com',
  'spamgourmet.com',
  'mytemp.email',
  'tempmailo.com',
  'burnermail.io',
  'moakt.com',
]);

/** The verdict of POST /check-email (spec 03 section 4) for one address, without any network look-up. */
export function checkEmailVerdict(input: string): CheckEmailVerdict {
  const email = input.trim();
  const at = email.lastIndexOf('@');
  if (at <= 0) return 'IBIZA::INVALID::REJECTED_EMAIL';
  const domain = email.slice(at + 1).toLowerCase();
  if (!/\.[a-z]{2,63}$/i.test(domain)) return 'IBIZA::INVALID::INVALID_DOMAIN';
  if (validateEmail(email) !== null) return 'IBIZA::INVALID::REJECTED_EMAIL';
  const registrable = domain.split('.').slice(-2).join('.');
  if (DISPOSABLE_DOMAINS.has(domain) || DISPOSABLE_DOMAINS.has(registrable))
    return 'IBIZA::RISKY::TEMPORARY';
  return 'IBIZA::VALID::ACCEPTED_EMAIL';
}
