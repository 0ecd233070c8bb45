import { apiErrorFields, apiErrorStatus } from '~/lib/api-error';

// The back office is an operator tool in English only (docs/decisions.md, Back office): its texts live here, not in
// packages/messages, and the server's message keys are read as English sentences.

const KEY_TEXTS: Record<string, string> = {
  'VALIDATION.REQUIRED': 'This field is required.',
  'VALIDATION.CREDENTIALS_INVALID': 'The e-mail or password is wrong.',
  'VALIDATION.OTP_INVALID': 'The code is wrong or has expired. Try the current one.',
  'VALIDATION.OTP_REQUIRED': 'Enter the 6-digit code from your authenticator app.',
  'VALIDATION.OTP_ATTEMPTS_EXCEEDED':
    'Too many wrong codes: the sign-in has ended. Start again with your password.',
  'VALIDATION.TOO_LONG': 'This is too long.',
};

/** The English text of a server message key (a generic one for keys this tool does not expect). */
export function keyText(key: string): string {
  return KEY_TEXTS[key] ?? 'This value is not valid.';
}

/** The first error of `field` in a 422 answer, in English, or null. */
export function fieldText(error: unknown, field: string): string | null {
  const key = apiErrorFields(error)[field]?.[0];
  return key ? keyText(key) : null;
}

/** What went wrong with a call, for a message above a form. */
export function failureText(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 403) return 'Your role may not do this.';
  if (status === 409)
    return 'This cashout was decided meanwhile: the page now shows where it stands.';
  if (status === 422) return 'Check the form: a value is not valid.';
  if (status === 429) return 'Too many attempts. Wait a few minutes and try again.';
  return 'Something went wrong. Try again in a moment.';
}
