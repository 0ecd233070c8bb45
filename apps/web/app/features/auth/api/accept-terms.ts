import type { z } from 'zod';
import type { ApiClient } from '@casino/api/client';
import type { updateDetailsBodySchema } from '@casino/api/auth';

export type UpdateDetailsBody = z.input<typeof updateDetailsBodySchema>;

/** POST /api/auth_providers/update_details `{user: {terms_acceptance: true}}` (spec 01 section 4, terms acceptance). */
export async function acceptTerms(api: ApiClient): Promise<void> {
  const body: UpdateDetailsBody = { user: { terms_acceptance: true } };
  await api.request('POST', '/api/auth_providers/update_details', { body });
}
