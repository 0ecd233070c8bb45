import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@casino/api/client';
import { accountSchema, type Account } from '@casino/api/player';
import { z } from 'zod';
import { useAppQueryClient } from '~/lib/query/query-client';
import { useRootData } from '~/lib/root-data';

const accountsSchema = z.array(accountSchema);

/** The player's wallets query: a balance push (realtime) replaces one account in it. */
export const ACCOUNTS_QUERY_KEY = ['player', 'accounts'] as const;

/** GET /api/player/accounts: the player's wallets (spec 03 section 1.2). */
export function getAccounts(api: ApiClient): Promise<Account[]> {
  return api.request('GET', '/api/player/accounts', { schema: accountsSchema });
}

export function accountsQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNTS_QUERY_KEY,
    queryFn: async () => getAccounts((await import('~/lib/api')).api),
  });
}

/** The player's wallets, first from the root loader, then as the query keeps them (pushes, refreshes). */
export function useAccounts(): Account[] {
  const { accounts } = useRootData();
  const { data } = useQuery(
    { ...accountsQueryOptions(), initialData: accounts },
    useAppQueryClient(),
  );
  return data;
}

/** The selected wallet (`active`), else the first one; null without any. */
export function useActiveAccount(): Account | null {
  const accounts = useAccounts();
  return accounts.find((account) => account.active) ?? accounts[0] ?? null;
}
