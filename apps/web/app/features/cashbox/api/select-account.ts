import type { ApiClient } from '@casino/api/client';
import { accountSchema, type Account } from '@casino/api/player';

/** POST /api/player/accounts: opens the wallet of a currency if needed and makes it the active one. */
export function selectAccount(client: ApiClient, currency: string): Promise<Account> {
  return client.request('POST', '/api/player/accounts', {
    body: { currency },
    schema: accountSchema,
  });
}
