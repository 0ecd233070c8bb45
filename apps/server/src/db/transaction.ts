import type { Transaction } from 'kysely';
import type { AppDeps } from '../deps.ts';
import type { Database } from './schema.ts';

/**
 * The outermost use case's transaction (docs/decisions.md, transaction rule): runs `work` in one transaction and,
 * once it has committed, tells the outbox relay that events may be waiting.
 */
export async function inTransaction<T>(
  deps: Pick<AppDeps, 'db' | 'outbox'>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction().execute(work);
  deps.outbox?.eventsQueued();
  return result;
}
