import type { Transaction } from 'kysely';
import type { Updateable } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentsTable } from '../../db/tables/payments.ts';
import { licenceFor } from '@casino/domain/licence';
import { queueEvent } from '../../events/outbox.ts';
import { lockPayment, updatePayment, type PaymentRow } from './payments.repository.ts';
import { serializePayment } from './payment-serializer.ts';
import type { Payment } from '@casino/api/payments';

type Trx = Transaction<Database>;

/** Recalls are a per-licence switch (CASHOUT_RECALL_LICENCES): reverse withdrawals are banned under some licences. */
export function recallAllowed(
  config: Pick<AppConfig, 'CASHOUT_RECALL_LICENCES'>,
  row: PaymentRow,
): boolean {
  return config.CASHOUT_RECALL_LICENCES.includes(licenceFor(row.license_name, row.country));
}

/**
 * Changes a payment (already locked by the caller) and queues `payment.changed` with the Payment as the player will
 * see it, in the same transaction. Answers that Payment.
 */
export async function changePayment(
  trx: Trx,
  config: Pick<AppConfig, 'CASHOUT_RECALL_LICENCES'>,
  id: number,
  changes: Updateable<PaymentsTable>,
): Promise<Payment> {
  await updatePayment(trx, id, changes);
  return announcePayment(trx, config, id);
}

/** Queues `payment.changed` for the payment as it is now in this transaction, and answers it. */
export async function announcePayment(
  trx: Trx,
  config: Pick<AppConfig, 'CASHOUT_RECALL_LICENCES'>,
  id: number,
): Promise<Payment> {
  const row = await lockPayment(trx, id);
  if (!row) throw new Error(`payment ${id} vanished`);
  const payment = serializePayment(row, recallAllowed(config, row));
  await queueEvent(trx, { topic: 'payment.changed', playerId: row.player_id, payload: payment });
  return payment;
}
