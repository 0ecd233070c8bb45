import { signInBodySchema } from '@casino/api/auth';
import { validateEmail } from '@casino/domain/email';
import { VALIDATION } from '@casino/domain/validation-keys';
import { formErrorsFromZod, type FormErrors } from '~/lib/forms/form-errors';

/**
 * The login form's quick answer: the sign-in schema (which takes any text, since old passwords may
 * predate the policy), plus a filled-in e-mail of the right shape and a non-empty password.
 */
export function validateSignIn({
  email,
  password,
}: {
  email: string;
  password: string;
}): FormErrors {
  const parsed = signInBodySchema.safeParse({ user: { email: email.trim(), password, dfpc: '' } });
  const errors = parsed.success ? {} : formErrorsFromZod(parsed.error);
  const emailError = validateEmail(email.trim());
  if (emailError) errors.email = emailError;
  if (password === '') errors.password = VALIDATION.REQUIRED;
  return errors;
}

/** The second step: the six digits of the authenticator app, by the same schema as the server. */
export function validateOtp(code: string): FormErrors {
  const parsed = signInBodySchema.safeParse({ user: { otp_attempt: code } });
  return parsed.success ? {} : formErrorsFromZod(parsed.error);
}
