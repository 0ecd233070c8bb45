import type { ApiClient } from '@casino/api/client';
import { operatorCashoutSchema, type OperatorCashout } from '@casino/api/backoffice';

/** POST /api/backoffice/cashouts/{id}/approve: pays the cashout out (409 when another operator decided first). */
export function approveCashout(api: ApiClient, id: number): Promise<OperatorCashout> {
  return api.request('POST', `/api/backoffice/cashouts/${id}/approve`, {
    body: {},
    schema: operatorCashoutSchema,
  });
}

/** POST /api/backoffice/cashouts/{id}/reject with the reason the player will see. */
export function rejectCashout(
  api: ApiClient,
  id: number,
  reason: string,
): Promise<OperatorCashout> {
  return api.request('POST', `/api/backoffice/cashouts/${id}/reject`, {
    body: { reason },
    schema: operatorCashoutSchema,
  });
}
