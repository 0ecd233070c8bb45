import { emailRequestBodySchema } from '@casino/api/auth';
import { formErrorsFromZod, type FormErrors } from '~/lib/forms/form-errors';

/** The e-mail of a reset link or a confirmation resend, by the server's schema of both calls. */
export function validateEmailRequest(email: string): FormErrors {
  const parsed = emailRequestBodySchema.safeParse({ user: { email: email.trim() } });
  return parsed.success ? {} : formErrorsFromZod(parsed.error);
}
