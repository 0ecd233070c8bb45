import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { consumeRate, type RateRule } from '../../http/rate-limit.ts';
import { DomainError } from '../../http/errors.ts';
import { clientNetworkOf } from '../../lib/ip-address.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

interface AuthRateRule extends Omit<RateRule, 'bucket'> {
  /** The key is a client address: it counts as the client's network (an IPv6 /64, see clientNetworkOf). */
  perNetwork?: true;
}

/** Per-source limits of the account calls: generous for a person, tight for a script. */
export const AUTH_RATE_LIMITS = {
  signInPerIp: { limit: 30, windowSeconds: 10 * MINUTE, perNetwork: true },
  /** The back office's sign-in: the same rule, its own bucket (an office may share a NAT with players). */
  operatorSignInPerIp: { limit: 30, windowSeconds: 10 * MINUTE, perNetwork: true },
  registrationPerIp: { limit: 10, windowSeconds: HOUR, perNetwork: true },
  checkEmailPerIp: { limit: 60, windowSeconds: 10 * MINUTE, perNetwork: true },
  emailRequestPerIp: { limit: 10, windowSeconds: 10 * MINUTE, perNetwork: true },
  emailRequestPerAddress: { limit: 5, windowSeconds: HOUR },
  secondFactorPerPlayer: { limit: 10, windowSeconds: 10 * MINUTE },
  passwordChangePerPlayer: { limit: 10, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, AuthRateRule>;

export type AuthRateLimit = keyof typeof AUTH_RATE_LIMITS;

/** Addresses are hashed in bucket names: the rate table is no list of who tried to sign in. */
const addressKey = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

export function consumeAuthRate(db: Db, limit: AuthRateLimit, key: string): Promise<void> {
  const rule: AuthRateRule = AUTH_RATE_LIMITS[limit];
  const source = rule.perNetwork ? clientNetworkOf(key) : key;
  return consumeRate(db, {
    bucket: `auth:${limit}:${source}`,
    limit: rule.limit,
    windowSeconds: rule.windowSeconds,
  });
}

export function consumeAddressRate(db: Db, limit: AuthRateLimit, email: string): Promise<void> {
  return consumeAuthRate(db, limit, addressKey(email));
}

/**
 * At most 100 failed sign-ins (password or code) per account in any hour. Failures are counted in 10-minute windows; the
 * current window and the six before it together span at least a full hour whatever the time within the window, so
 * their sum bounds every hour-long stretch. Keyed by address, so unknown addresses behave exactly like known ones.
 */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
const FAILURE_WINDOW_SECONDS = 10 * MINUTE;
const FAILURE_WINDOWS = 7;

export const failureBucket = (email: string): string =>
  `auth:sign_in_failures:${addressKey(email)}`;

function windowStart(offsetWindows: number): Date {
  const windowMs = FAILURE_WINDOW_SECONDS * 1000;
  return new Date((Math.floor(Date.now() / windowMs) - offsetWindows) * windowMs);
}

/** Failures of the last hour in a bucket; `db` may be an open transaction. */
async function recentFailures(db: Db, bucket: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select(sql<number>`coalesce(sum(hits), 0)::int`.as('total'))
    .where('bucket', '=', bucket)
    .where('window_start', '>=', windowStart(FAILURE_WINDOWS - 1))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** A sign-in attempt already counted as a failure; `forgive` gives the count back once the password (and code) were right. */
export interface CountedAttempt {
  forgive(): Promise<void>;
}

/**
 * Counts the attempt as a failure before any password hashing, or refuses it (429) when the account's failures of the
 * last hour already reach the limit. Counting first, with the check and the increment under one per-account lock, is
 * what keeps parallel attempts from all passing at 99; a check-then-record after argon2 let them through together.
 * An attempt that dies half-way stays counted, erring on the side of the lock.
 */
export async function countSignInAttempt(db: Db, email: string): Promise<CountedAttempt> {
  const bucket = failureBucket(email);
  const window = windowStart(0);
  const counted = await db.transaction().execute(async (trx) => {
    // The sum spans seven rows, some not yet written: only a lock on the account, not a row lock, serializes its attempts.
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`.execute(trx);
    if ((await recentFailures(trx, bucket)) >= ACCOUNT_FAILURES_PER_HOUR) return false;
    await trx
      .insertInto('rate_limit_hits')
      .values({ bucket, window_start: window, hits: 1 })
      .onConflict((oc) =>
        oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }),
      )
      .execute();
    return true;
  });
  if (!counted) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((windowStart(-1).getTime() - Date.now()) / 1000),
    );
    throw new DomainError('RateLimited', 'Too many failed sign-in attempts', { retryAfterSeconds });
  }
  return {
    forgive: async () => {
      await db
        .updateTable('rate_limit_hits')
        .set({ hits: sql`hits - 1` })
        .where('bucket', '=', bucket)
        .where('window_start', '=', window)
        .where('hits', '>', 0)
        .execute();
    },
  };
}
