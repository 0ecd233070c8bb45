import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@casino/api/client';
import { currenciesResponseSchema, type CurrencyInfo } from '@casino/api/info';
import { api } from '~/lib/api';
import { useAppQueryClient } from '~/lib/query/query-client';

/** GET /api/info/currencies: the currencies a player may open a wallet in. */
export function getCurrencies(client: ApiClient): Promise<CurrencyInfo[]> {
  return client.request('GET', '/api/info/currencies', { schema: currenciesResponseSchema });
}

export function useCurrencies() {
  return useQuery(
    queryOptions({
      queryKey: ['info', 'currencies'] as const,
      queryFn: () => getCurrencies(api),
      staleTime: Infinity,
    }),
    useAppQueryClient(),
  );
}
