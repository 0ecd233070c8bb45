import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNTS_QUERY_KEY } from '~/lib/player/get-accounts';
import { PAYMENTS_QUERY_KEY } from './api/get-payments-page.ts';

/** After a deposit, cashout or recall: the balances and the history are asked for again (header, side menu, dashboard). */
export async function refreshAfterMoneyMoved(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }),
    client.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
    client.invalidateQueries({ queryKey: ['player', 'payment-methods'] }),
  ]);
}

/** One key per attempt the player makes (spec 04 section 1): a retried request is answered as the first was. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
