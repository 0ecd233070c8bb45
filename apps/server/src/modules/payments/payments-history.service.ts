import type { Payment, PaymentsPage, PaymentsWithPagesBody } from '@casino/api/payments';
import type { AppDeps } from '../../deps.ts';
import { recallAllowed } from './payment-changes.ts';
import { serializePayment } from './payment-serializer.ts';
import { findPaymentsPage } from './payments.repository.ts';

/** GET /api/player/payments answers the plain list of spec 03 section 8: the newest 100 (older ones page). */
export const PLAIN_HISTORY_SIZE = 100;

export async function listPayments(deps: AppDeps, playerId: number): Promise<Payment[]> {
  const { rows } = await findPaymentsPage(
    deps.db,
    playerId,
    {},
    { limit: PLAIN_HISTORY_SIZE, offset: 0 },
  );
  return rows.map((row) => serializePayment(row, recallAllowed(deps.config, row)));
}

/** POST /api/player/payments/with_pages (the reference client's paged history, spec 03 section 8). */
export async function pagePayments(
  deps: AppDeps,
  playerId: number,
  body: PaymentsWithPagesBody,
): Promise<PaymentsPage> {
  const { rows, total } = await findPaymentsPage(
    deps.db,
    playerId,
    {
      currency: body.filter?.currency,
      action: body.filter?.type,
      from: body.filter?.from,
      to: body.filter?.to,
    },
    { limit: body.page_size, offset: (body.page - 1) * body.page_size },
  );
  return {
    data: rows.map((row) => serializePayment(row, recallAllowed(deps.config, row))),
    pagination: { page: body.page, per_page: body.page_size, total_count: total },
  };
}
