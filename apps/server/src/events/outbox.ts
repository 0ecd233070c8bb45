import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { QueuedDomainEvent } from './domain-events.ts';

/**
 * Queues a domain event in the writer's transaction: it exists exactly when the change it reports was committed, and
 * the relay (relay-outbox.ts) hands it to its consumers after commit.
 */
export async function queueEvent(
  trx: Transaction<Database>,
  event: QueuedDomainEvent,
): Promise<number> {
  const row = await trx
    .insertInto('outbox_events')
    .values({
      topic: event.topic,
      player_id: event.playerId,
      payload: JSON.stringify(event.payload),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The same insert as a statement to embed in a writer's own query (a data-modifying CTE): one row per row of the
 * CTE named `whenRowsIn`, so the event exists only when the change it reports was made in that statement.
 */
export function queueEventStatement(
  event: QueuedDomainEvent,
  whenRowsIn: string,
): RawBuilder<unknown> {
  return sql`INSERT INTO outbox_events (topic, player_id, payload)
    SELECT ${event.topic}, ${event.playerId}, ${JSON.stringify(event.payload)}::jsonb FROM ${sql.table(whenRowsIn)}
    RETURNING id`;
}
