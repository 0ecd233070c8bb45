import type { ApiClient } from '@casino/api/client';
import { paymentSchema, type Payment } from '@casino/api/payments';

/** POST /api/player/payments/{id}/recall: a pending cashout goes back to the real balance. */
export function recallCashout(client: ApiClient, id: number): Promise<Payment> {
  return client.request('POST', `/api/player/payments/${id}/recall`, { schema: paymentSchema });
}
