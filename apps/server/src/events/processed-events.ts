import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Records that `consumer` handled `eventId`, in the transaction of the consumer's own effect: true the first time,
 * false when the event was handled before (the effect must then be skipped). Makes a consumer idempotent by event id.
 */
export async function firstDelivery(
  trx: Transaction<Database>,
  consumer: string,
  eventId: number,
): Promise<boolean> {
  const row = await trx
    .insertInto('processed_events')
    .values({ consumer, event_id: eventId })
    .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}
