import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@casino/api/client';
import {
  paymentsPageSchema,
  type PaymentAction,
  type PaymentsPage,
  type PaymentsWithPagesBody,
} from '@casino/api/payments';
import { api } from '~/lib/api';
import { useAppQueryClient } from '~/lib/query/query-client';
import { PAYMENTS_QUERY_KEY } from '~/lib/player/payments-key';

/** Every payments query starts with this: a money movement (or a payments_changes push) refreshes them all. */
export { PAYMENTS_QUERY_KEY };

/** POST /api/player/payments/with_pages: one page of the history, newest first (spec 03 section 8). */
export function getPaymentsPage(
  client: ApiClient,
  body: PaymentsWithPagesBody,
): Promise<PaymentsPage> {
  return client.request('POST', '/api/player/payments/with_pages', {
    body,
    schema: paymentsPageSchema,
  });
}

export interface PaymentsQuery {
  page: number;
  pageSize: number;
  type?: PaymentAction;
  currency?: string;
}

export function paymentsPageQueryOptions({ page, pageSize, type, currency }: PaymentsQuery) {
  const filter = { ...(type ? { type } : {}), ...(currency ? { currency } : {}) };
  return queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, 'page', page, pageSize, type ?? null, currency ?? null],
    queryFn: () => getPaymentsPage(api, { page, page_size: pageSize, filter }),
    staleTime: 0,
  });
}

/** A page of the history; the previous page stays on screen while the next one loads. */
export function usePaymentsPage(query: PaymentsQuery, options: { refetchInterval?: number } = {}) {
  return useQuery(
    {
      ...paymentsPageQueryOptions(query),
      placeholderData: keepPreviousData,
      refetchInterval: options.refetchInterval,
    },
    useAppQueryClient(),
  );
}
