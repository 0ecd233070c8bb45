import type { ResponsibleGaming, ResponsibleGamingBody } from '@casino/api/responsible-gaming';
import {
  REALITY_CHECK_INTERVALS,
  continuingSession,
  isLimitReviewDue,
  isRealityCheckDue,
  realityCheckDueAt,
} from '@casino/domain/play-time';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../http/errors.ts';
import { listWallets, playerMovements } from '../ledger/ledger.service.ts';
import { findLimits } from './limits.repository.ts';
import {
  acknowledgePlaySession,
  findLatestPlaySession,
  findSettings,
  saveSettings,
  type PlaySessionRow,
} from './play-time.repository.ts';

/** Wins minus stakes since the session started, per currency the player moved money in by play. */
async function sessionNet(db: Db, playerId: number, session: PlaySessionRow) {
  const wallets = await listWallets(db, playerId);
  const net = await Promise.all(
    wallets.map(async (wallet) => {
      const moved = await playerMovements(db, playerId, wallet.currency, session.started_at, [
        'bet',
        'win',
        'rollback',
      ]);
      return { currency: wallet.currency, amount_cents: moved.bet + moved.win + moved.rollback };
    }),
  );
  return net.filter((entry) => entry.amount_cents !== 0);
}

/** GET /api/player/responsible_gaming: the reality check's interval and session, and which limits prompt is due. */
export async function responsibleGamingStatus(
  db: Db,
  playerId: number,
  now = new Date(),
): Promise<ResponsibleGaming> {
  const [settings, latest, limits, deposits] = await Promise.all([
    findSettings(db, playerId),
    findLatestPlaySession(db, playerId),
    findLimits(db, playerId),
    hasDeposited(db, playerId),
  ]);
  const session = continuingSession(latest, now);
  const interval = settings.reality_check_minutes;
  const lastChange = [settings.limits_reviewed_at, ...limits.map((limit) => limit.created_at)]
    .filter((date): date is Date => date !== null)
    .reduce<Date | null>(
      (latestDate, date) => (!latestDate || date > latestDate ? date : latestDate),
      null,
    );
  const limitsInForce = limits.some((limit) => limit.ends_at === null || limit.ends_at > now);
  return {
    reality_check_minutes: interval,
    reality_check_intervals: [...REALITY_CHECK_INTERVALS],
    play_session: session
      ? {
          started_at: session.started_at.toISOString(),
          played_minutes: Math.floor((now.getTime() - session.started_at.getTime()) / 60_000),
          due: isRealityCheckDue(session, interval, now),
          due_at: interval === null ? null : realityCheckDueAt(session, interval).toISOString(),
          net: await sessionNet(db, playerId, session),
        }
      : null,
    limits_prompt:
      !deposits && limits.length === 0
        ? 'first_deposit'
        : isLimitReviewDue(lastChange, limitsInForce, now)
          ? 'review'
          : null,
  };
}

async function hasDeposited(db: Db, playerId: number): Promise<boolean> {
  const wallets = await listWallets(db, playerId);
  for (const wallet of wallets) {
    const moved = await playerMovements(db, playerId, wallet.currency, new Date(0), ['deposit']);
    if (moved.deposit > 0) return true;
  }
  return false;
}

/** PATCH /api/player/responsible_gaming: the reality-check interval (any change applies at once; it only adds checks). */
export async function updateResponsibleGaming(
  db: Db,
  playerId: number,
  body: ResponsibleGamingBody,
  now = new Date(),
): Promise<void> {
  await saveSettings(db, playerId, { reality_check_minutes: body.reality_check_minutes }, now);
}

/** POST /api/player/responsible_gaming/reality_check: the player read the check and goes on; the clock restarts. */
export async function continueAfterRealityCheck(
  db: Db,
  playerId: number,
  now = new Date(),
): Promise<void> {
  const session = continuingSession(await findLatestPlaySession(db, playerId), now);
  if (!session) throw new DomainError('Conflict', 'no play session is running');
  await acknowledgePlaySession(db, session.id, now);
}

/** POST /api/player/responsible_gaming/limits_reviewed: the six-monthly prompt is answered (RTS 12). */
export async function markLimitsReviewed(
  db: Db,
  playerId: number,
  now = new Date(),
): Promise<void> {
  await saveSettings(db, playerId, { limits_reviewed_at: now }, now);
}
