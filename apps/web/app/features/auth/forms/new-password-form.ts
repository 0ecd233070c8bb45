import { passwordResetBodySchema } from '@casino/api/auth';
import type { PasswordResetBody } from '~/features/auth/api/reset-password';
import { formErrorsFromZod, type FormErrors } from '~/lib/forms/form-errors';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

export function newPasswordBody(token: string, values: NewPasswordValues): PasswordResetBody {
  return { user: { reset_password_token: token, ...values } };
}

/** The new password by the policy and 'passwords do not match' (spec 01 section 5), as PUT /api/users/password checks them. */
export function validateNewPassword(token: string, values: NewPasswordValues): FormErrors {
  const parsed = passwordResetBodySchema.safeParse(newPasswordBody(token, values));
  return parsed.success ? {} : formErrorsFromZod(parsed.error);
}
