import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@casino/api/client';
import { cryptoAddressSchema, type CryptoAddress } from '@casino/api/payments';
import { api } from '~/lib/api';
import { useAppQueryClient } from '~/lib/query/query-client';

/** POST /api/player/crypto_addresses: the player's own deposit address on a network (kept by the server). */
export function createCryptoAddress(
  client: ApiClient,
  currency: string,
  network: string,
): Promise<CryptoAddress> {
  return client.request('POST', '/api/player/crypto_addresses', {
    body: { currency, network },
    schema: cryptoAddressSchema,
  });
}

/** The address never changes for a player, currency and network: asked for once per page. */
export function useCryptoAddress(currency: string, network: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['player', 'crypto-address', currency, network] as const,
      queryFn: () => createCryptoAddress(api, currency, network ?? ''),
      enabled: network !== null,
      staleTime: Infinity,
    }),
    useAppQueryClient(),
  );
}
