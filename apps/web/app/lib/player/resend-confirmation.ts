import type { ApiClient } from '@casino/api/client';
import { apiErrorFields, apiErrorStatus } from '~/lib/api-error';

/** POST /api/users/confirmation {user: {email}} (spec 01 section 7): sends the confirmation e-mail again. */
export async function resendConfirmation(api: ApiClient, email: string): Promise<void> {
  await api.request('POST', '/api/users/confirmation', { body: { user: { email } } });
}

/** Spec 01 section 5: a 422 of the resend carries errors on the email field, the last one shown as a toast. */
export function confirmationErrorToast(error: unknown): string | null {
  return apiErrorStatus(error) === 422 ? (apiErrorFields(error).email?.at(-1) ?? null) : null;
}
