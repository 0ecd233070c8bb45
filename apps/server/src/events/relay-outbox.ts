import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Job } from '../jobs/job.ts';
import { readDomainEvent, type DomainEvent, type DomainEventTopic } from './domain-events.ts';

/** Handles the events of its topics after commit; must be idempotent by event id (an event can come twice). */
export interface EventConsumer {
  name: string;
  topics: readonly DomainEventTopic[];
  handle(event: DomainEvent): Promise<void>;
}

const BATCH_SIZE = 200;
/** A claim is the relay's for this long; a node that dies mid-batch leaves its events to another after it. */
const CLAIM_SECONDS = 30;
/** A failing event waits 2^attempts seconds (at most 5 minutes) before its next try. */
const MAX_BACKOFF_SECONDS = 300;

export const RELAY_JOB = 'relay-outbox';

/** Claims the oldest due events (SKIP LOCKED: nodes relaying at once share the work, never the same rows). */
async function claimBatch(db: Db) {
  const rows = await db
    .updateTable('outbox_events')
    .set({
      claimed_until: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      attempts: sql`attempts + 1`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox_events')
        .select('id')
        .where('published_at', 'is', null)
        .where((w) =>
          w.or([w('claimed_until', 'is', null), w('claimed_until', '<', sql<Date>`now()`)]),
        )
        .orderBy('id')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'topic', 'player_id', 'payload', 'created_at', 'attempts'])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

type ClaimedRow = Awaited<ReturnType<typeof claimBatch>>[number];

function toEvent(row: ClaimedRow): DomainEvent | null {
  const event = readDomainEvent(row.topic, row.player_id, row.payload);
  return event ? { ...event, id: row.id, createdAt: row.created_at } : null;
}

/**
 * Relays one batch: each event to every consumer of its topic, in event order. A delivered event is marked published;
 * one a consumer failed on waits with backoff and goes to all its consumers again (they are idempotent). An event
 * no schema can read is kept, unpublished, with its error, for an operator. Returns how many rows were claimed.
 */
export async function relayOutbox(
  db: Db,
  consumers: readonly EventConsumer[],
  log: (message: string, error?: unknown) => void,
): Promise<number> {
  const rows = await claimBatch(db);
  const published: number[] = [];
  for (const row of rows) {
    const event = toEvent(row);
    if (!event) {
      await db
        .updateTable('outbox_events')
        .set({ last_error: `unreadable ${row.topic} event`, claimed_until: sql`'infinity'` })
        .where('id', '=', row.id)
        .execute();
      log(`outbox event ${row.id} (${row.topic}) cannot be read`);
      continue;
    }
    try {
      for (const consumer of consumers)
        if (consumer.topics.includes(event.topic)) await consumer.handle(event);
      published.push(row.id);
    } catch (error) {
      log(`outbox event ${row.id} (${row.topic}) failed`, error);
      const backoff = Math.min(MAX_BACKOFF_SECONDS, 2 ** row.attempts);
      await db
        .updateTable('outbox_events')
        .set({
          claimed_until: sql`now() + make_interval(secs => ${backoff})`,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  if (published.length > 0)
    await db
      .updateTable('outbox_events')
      .set({ published_at: sql`now()`, claimed_until: null, last_error: null })
      .where('id', 'in', published)
      .execute();
  return rows.length;
}

/** The relay as a node job: every node relays what it claims; a writer kicks it right after its commit. */
export function outboxRelayJob(
  db: Db,
  consumers: readonly EventConsumer[],
  log: (message: string, error?: unknown) => void,
): Job {
  return {
    name: RELAY_JOB,
    scope: 'node',
    everyMs: 1_000,
    run: async () => {
      while ((await relayOutbox(db, consumers, log)) === BATCH_SIZE) {
        // a full batch: more may be waiting
      }
    },
  };
}
