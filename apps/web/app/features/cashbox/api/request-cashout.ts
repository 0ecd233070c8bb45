import type { ApiClient } from '@casino/api/client';
import {
  IDEMPOTENCY_KEY_HEADER,
  paymentResultSchema,
  type CashoutBody,
  type PaymentResult,
} from '@casino/api/payments';

/** POST /api/player/payments/cashout: the amount leaves the real balance at once and waits for approval. */
export function requestCashout(
  client: ApiClient,
  body: CashoutBody,
  idempotencyKey: string,
): Promise<PaymentResult> {
  return client.request('POST', '/api/player/payments/cashout', {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: paymentResultSchema,
  });
}
