import { passwordChangeBodySchema } from '@casino/api/auth';
import type { PasswordChangeBody } from '~/features/profile/api/change-password';
import { formErrorsFromZod, type FormErrors } from '~/lib/forms/form-errors';

export interface PasswordChangeValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function passwordChangeBody(values: PasswordChangeValues): PasswordChangeBody {
  return { user: values };
}

/** PUT /api/users's own schema: the current password, the policy of spec 01 section 5 and 'passwords do not match'. */
export function validatePasswordChange(values: PasswordChangeValues): FormErrors {
  const parsed = passwordChangeBodySchema.safeParse(passwordChangeBody(values));
  return parsed.success ? {} : formErrorsFromZod(parsed.error);
}
