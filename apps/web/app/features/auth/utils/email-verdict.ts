/** What the sign-up form makes of a /check-email verdict (spec 03 section 4). */
export type EmailVerdict = 'valid' | 'risky' | 'invalid' | 'unknown';

/**
 * `IBIZA::VALID::ACCEPTED_EMAIL` -> valid, `IBIZA::RISKY::INBOX_FULL` -> risky, `IBIZA::INVALID::BLACKLISTED`
 * -> invalid. Anything else (a new verdict, an outage) is unknown: the form says nothing rather than
 * blocking a real address, since the server checks again at sign-up.
 */
export function parseEmailVerdict(verdict: string | undefined): EmailVerdict {
  const kind = verdict?.split('::')[1];
  if (kind === 'VALID') return 'valid';
  if (kind === 'RISKY') return 'risky';
  if (kind === 'INVALID') return 'invalid';
  return 'unknown';
}

/** The REGISTRATION message key of the hint shown under the e-mail field, or null for no hint. */
export function emailVerdictHintKey(verdict: EmailVerdict): string | null {
  if (verdict === 'invalid') return 'REGISTRATION.EMAIL_CHECK_INVALID';
  if (verdict === 'risky') return 'REGISTRATION.EMAIL_CHECK_RISKY';
  return null;
}
