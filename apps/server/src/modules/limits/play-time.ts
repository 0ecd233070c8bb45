import type { Transaction } from 'kysely';
import { LIMIT_ERRORS, periodWindow } from '@casino/domain/limit-rules';
import {
  continuingSession,
  isRealityCheckDue,
  minutesPlayedSince,
  realityCheckDueAt,
} from '@casino/domain/play-time';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../http/errors.ts';
import { findLimitsInForce, type LimitRow } from './limits.repository.ts';
import {
  extendPlaySession,
  findLatestPlaySession,
  findPlaySessionsSince,
  findSettings,
  startPlaySession,
} from './play-time.repository.ts';

type Trx = Transaction<Database>;

/** The session limits in force with the minutes played in each one's current period. */
export async function countSessionLimits(
  db: Db,
  playerId: number,
  now: Date,
  /** The player's limits when the caller has read them already (under the lock, in its transaction). */
  known?: readonly LimitRow[],
) {
  const inForce = known
    ? known.filter((limit) => limit.ends_at === null || limit.ends_at > now)
    : await findLimitsInForce(db, playerId, now);
  const limits = inForce.filter((limit) => limit.type === 'session' && limit.minutes !== null);
  return Promise.all(
    limits.map(async (limit) => {
      const window = periodWindow(limit.period, limit.starts_at, now);
      const sessions = await findPlaySessionsSince(db, playerId, window.start);
      return {
        limit,
        minutes: limit.minutes ?? 0,
        played: minutesPlayedSince(sessions, window.start, now),
        active_until: window.end,
      };
    }),
  );
}

/** A session limit whose minutes are used up in its period refuses play until the period ends (the lowest wins). */
export async function assertSessionTimeLeft(
  db: Db,
  playerId: number,
  now: Date,
  known?: readonly LimitRow[],
): Promise<void> {
  const reached = (await countSessionLimits(db, playerId, now, known))
    .filter((counted) => counted.played >= counted.minutes)
    .sort((a, b) => b.active_until.getTime() - a.active_until.getTime())[0];
  if (reached)
    throw new DomainError('LimitReached', 'session limit reached', {
      fields: { base: [LIMIT_ERRORS.SESSION_LIMIT_REACHED] },
      details: { limit_type: 'session', active_until: reached.active_until.toISOString() },
    });
}

/**
 * Inside a real bet's transaction, under the player's limit lock: refuses the bet when a session limit is used up or
 * a reality check is due and unanswered (RTS 13: play pauses), then counts the bet's moment into the play session.
 */
export async function assertAndRecordPlayTime(
  trx: Trx,
  playerId: number,
  now: Date,
  known?: readonly LimitRow[],
): Promise<void> {
  await assertSessionTimeLeft(trx, playerId, now, known);
  const latest = continuingSession(await findLatestPlaySession(trx, playerId), now);
  const { reality_check_minutes: interval } = await findSettings(trx, playerId);
  if (latest && isRealityCheckDue(latest, interval, now))
    throw new DomainError('LimitReached', 'reality check due', {
      fields: { base: [LIMIT_ERRORS.REALITY_CHECK_DUE] },
      details: {
        limit_type: 'reality_check',
        due_at: realityCheckDueAt(latest, interval ?? 0).toISOString(),
      },
    });
  if (latest) await extendPlaySession(trx, latest.id, now);
  else await startPlaySession(trx, playerId, now);
}
