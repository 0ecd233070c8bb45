import type { Payment } from '@casino/api/payments';
import type { PaymentRow } from './payments.repository.ts';

/**
 * Payment of spec 03 section 1.4. `recallable`: a pending cashout the player may take back, where the player's
 * licence allows recalls (a per-licence switch: UK-style licences ban reverse withdrawals, spec 04 section 2).
 */
export function serializePayment(row: PaymentRow, recallAllowed: boolean): Payment {
  return {
    id: row.id,
    amount_cents: row.amount_cents,
    currency: row.currency,
    action: row.action,
    payment_system: row.method_id,
    system_name: row.method_title,
    brand: row.method_brand,
    state: row.state,
    success: row.state === 'succeeded',
    recallable: row.action === 'cashout' && row.state === 'pending' && recallAllowed,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    ...(row.cancellation_reason ? { cancellation_reason: row.cancellation_reason } : {}),
  };
}
