import type { ApiClient } from '@casino/api/client';
import {
  IDEMPOTENCY_KEY_HEADER,
  paymentResultSchema,
  type DepositBody,
  type PaymentResult,
} from '@casino/api/payments';

/** POST /api/player/payments/deposit, once per attempt: the key makes the client's own retries safe. */
export function createDeposit(
  client: ApiClient,
  body: DepositBody,
  idempotencyKey: string,
): Promise<PaymentResult> {
  return client.request('POST', '/api/player/payments/deposit', {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: paymentResultSchema,
  });
}
