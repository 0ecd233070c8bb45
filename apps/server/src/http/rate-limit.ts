import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DomainError } from './errors.ts';

export interface RateRule {
  /** Bucket name, e.g. `sign_in:ip:127.0.0.1`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter kept in the database so that every node behind a load balancer shares it.
 * Counts the hit, then throws 429 (with Retry-After) when the window already holds `limit` hits.
 */
export async function consumeRate(db: Db, rule: RateRule): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ bucket: rule.bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits > rule.limit) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000),
    );
    throw new DomainError('RateLimited', 'Too many requests', { retryAfterSeconds });
  }
}

/** Reads a window without counting: used to refuse before doing expensive work (argon2) once an account is locked. */
export async function rateCount(
  db: Db,
  rule: Pick<RateRule, 'bucket' | 'windowSeconds'>,
): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const row = await db
    .selectFrom('rate_limit_hits')
    .select('hits')
    .where('bucket', '=', rule.bucket)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return row?.hits ?? 0;
}

/** No rule's window is longer than an hour: windows that started a day ago are over and counted nowhere. */
export async function pruneRateWindows(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('window_start', '<', new Date(Date.now() - 24 * 3600 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
