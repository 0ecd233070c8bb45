import type { ApiClient } from '@casino/api/client';
import {
  accountSchema,
  playerSchema,
  profileResponseSchema,
  type Account,
  type Player,
} from '@casino/api/player';
import { z } from 'zod';
import { swallow } from '~/lib/server/swallow.server';

/** GET /api/player: the signed-in player, or null for a guest (401, or a body without id; spec 03 section 1.1). */
export async function getPlayer(api: ApiClient): Promise<Player | null> {
  return swallow(
    '/api/player',
    async () => {
      const profile = await api.request('GET', '/api/player', { schema: profileResponseSchema });
      const parsed = playerSchema.safeParse(profile);
      return parsed.success ? parsed.data : null;
    },
    null,
  );
}

const accountsSchema = z.array(accountSchema);

/** GET /api/player/accounts: the player's wallets (spec 03 section 1.2). */
export async function getAccounts(api: ApiClient): Promise<Account[]> {
  return swallow(
    '/api/player/accounts',
    () => api.request('GET', '/api/player/accounts', { schema: accountsSchema }),
    [],
  );
}
