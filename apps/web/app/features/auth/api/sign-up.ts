import { z } from 'zod';
import type { ApiClient } from '@casino/api/client';
import type { registrationBodySchema } from '@casino/api/auth';

/** The body the form sends; the form validates it with the same schema the server does (STYLE.md rule 1). */
export type SignUpBody = z.input<typeof registrationBodySchema>;

/** Only the id is read: the session (usePlayer) reloads the full profile after sign-up. */
const createdUserSchema = z.object({ id: z.number().int() });

/** POST /api/users: 201 with the User, signed in; 422 field errors; 403 when registration is restricted (spec 03 section 4). */
export function signUp(api: ApiClient, body: SignUpBody): Promise<{ id: number }> {
  return api.request('POST', '/api/users', { body, schema: createdUserSchema });
}
