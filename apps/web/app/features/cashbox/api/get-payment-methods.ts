import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@casino/api/client';
import { paymentMethodSchema, type PaymentAction, type PaymentMethod } from '@casino/api/payments';
import { PAYMENT_METHODS_RETRY_LIMIT } from '@casino/domain/constants';
import { api } from '~/lib/api';
import { useAppQueryClient } from '~/lib/query/query-client';

const methodsSchema = z.array(paymentMethodSchema);
const RETRY_DELAY_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /api/player/payment_methods: the methods offered for a currency and action (minor units). */
export function getPaymentMethods(
  client: ApiClient,
  action: PaymentAction,
  currency: string,
): Promise<PaymentMethod[]> {
  return client.request('GET', '/api/player/payment_methods', {
    query: { action, currency },
    schema: methodsSchema,
  });
}

/** Spec 01 section 9: an empty deposit or cashout list is asked for again, up to 3 more times. */
export async function getPaymentMethodsRetried(
  client: ApiClient,
  action: PaymentAction,
  currency: string,
  pause: (ms: number) => Promise<unknown> = wait,
): Promise<PaymentMethod[]> {
  let methods = await getPaymentMethods(client, action, currency);
  for (let retry = 1; methods.length === 0 && retry <= PAYMENT_METHODS_RETRY_LIMIT; retry++) {
    await pause(RETRY_DELAY_MS * retry);
    methods = await getPaymentMethods(client, action, currency);
  }
  return methods;
}

export const paymentMethodsKey = (action: PaymentAction, currency: string) =>
  ['player', 'payment-methods', action, currency] as const;

export function paymentMethodsQueryOptions(action: PaymentAction, currency: string) {
  return queryOptions({
    queryKey: paymentMethodsKey(action, currency),
    queryFn: () => getPaymentMethodsRetried(api, action, currency),
    staleTime: 30_000,
  });
}

export function usePaymentMethods(action: PaymentAction, currency: string) {
  return useQuery(paymentMethodsQueryOptions(action, currency), useAppQueryClient());
}
