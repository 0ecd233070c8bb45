import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Written by the events module only: inserted in the writer's transaction, marked by the relay. */
export interface OutboxEventsTable {
  id: Generated<number>;
  topic: string;
  player_id: number | null;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  claimed_until: NullableTimestamp;
  published_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
}

/** The events a consumer has handled, written in the transaction of the consumer's own effect. */
export interface ProcessedEventsTable {
  consumer: string;
  event_id: number;
  processed_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface OutboxTables {
  outbox_events: OutboxEventsTable;
  processed_events: ProcessedEventsTable;
}
