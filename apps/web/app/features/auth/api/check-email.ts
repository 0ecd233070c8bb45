import type { ApiClient } from '@casino/api/client';
import { checkEmailResponseSchema } from '@casino/api/auth';

/** POST /check-email: the verdict arrives as `errors.message` even for a good address (spec 03 section 4). */
export async function checkEmail(api: ApiClient, email: string): Promise<string> {
  const answer = await api.request('POST', '/check-email', {
    body: { email },
    schema: checkEmailResponseSchema,
  });
  return answer.errors.message;
}
