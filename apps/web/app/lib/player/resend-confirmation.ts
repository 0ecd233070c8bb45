import { apiErrorFields, apiErrorStatus } from '~/lib/api-error';
import { api } from '~/lib/api';

/**
 * POST /api/users/confirmation {user: {email}}: sends the confirmation e-mail again.
 * Resolves null on success, else the message key to show as a toast (spec 01 section 5: the last e-mail error).
 */
export async function resendConfirmation(email: string): Promise<string | null> {
  try {
    await api.request('POST', '/api/users/confirmation', { body: { user: { email } } });
    return null;
  } catch (error) {
    if (apiErrorStatus(error) === 422)
      return apiErrorFields(error).email?.at(-1) ?? 'NOTIFICATIONS.SOMETHING_WENT_WRONG';
    return 'NOTIFICATIONS.SOMETHING_WENT_WRONG';
  }
}
