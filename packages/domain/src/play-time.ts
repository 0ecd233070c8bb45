// Play time as the responsible-gaming rules count it (issue 9: session limits, UKGC RTS 13 reality checks): a play
// session is a run of real bets with no pause longer than PLAY_SESSION_GAP_MS between them. Pure functions of the
// recorded sessions and a clock, so the server decides with them and the tests move time by hand.

/** A pause longer than this ends a play session: the next bet starts a new one (the reality check's clock too). */
export const PLAY_SESSION_GAP_MS = 20 * 60 * 1000;

/** The intervals a player may choose for reality checks (RTS 13), in minutes. */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** RTS 12: players are prompted to review their limits every six months. */
export const LIMIT_REVIEW_AFTER_MONTHS = 6;

export interface PlaySession {
  started_at: Date;
  last_bet_at: Date;
  /** When the player last answered a reality check in this session (continue), or null. */
  acknowledged_at: Date | null;
}

export const isRealityCheckInterval = (value: number): value is RealityCheckInterval =>
  (REALITY_CHECK_INTERVALS as readonly number[]).includes(value);

/** The session a bet at `now` belongs to: the latest one when its last bet is within the gap, else none (a new one). */
export function continuingSession<S extends PlaySession>(
  latest: S | undefined,
  now: Date,
): S | undefined {
  if (!latest) return undefined;
  return now.getTime() - latest.last_bet_at.getTime() <= PLAY_SESSION_GAP_MS ? latest : undefined;
}

/**
 * Minutes played since `since` (a session limit's period start): each session's span from its first to its last bet
 * (or to `now` for a bet being placed in it), clipped to the period. Overlapping spans count once.
 */
export function minutesPlayedSince(
  sessions: readonly PlaySession[],
  since: Date,
  now: Date,
): number {
  const spans = sessions
    .map((session) => {
      const end = continuingSession(session, now) ? now : session.last_bet_at;
      return [Math.max(session.started_at.getTime(), since.getTime()), end.getTime()] as const;
    })
    .filter(([start, end]) => end > start)
    .sort(([a], [b]) => a - b);
  let total = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, reached);
    if (end > from) total += end - from;
    reached = Math.max(reached, end);
  }
  return total / 60_000;
}

/** When the next reality check falls due in a session: an interval after its start or after the last answer. */
export function realityCheckDueAt(session: PlaySession, intervalMinutes: number): Date {
  const from = session.acknowledged_at ?? session.started_at;
  return new Date(from.getTime() + intervalMinutes * 60_000);
}

/** RTS 13: play pauses once the interval has passed in a running session until the player answers the check. */
export function isRealityCheckDue(
  session: PlaySession | undefined,
  intervalMinutes: number | null,
  now: Date,
): boolean {
  if (!session || intervalMinutes === null || !continuingSession(session, now)) return false;
  return realityCheckDueAt(session, intervalMinutes) <= now;
}

/**
 * RTS 12: the prompt to review limits shows when the player has limits and has neither set nor reviewed any of them
 * for six months.
 */
export function isLimitReviewDue(
  lastChangeOrReview: Date | null,
  hasLimits: boolean,
  now: Date,
): boolean {
  if (!hasLimits || !lastChangeOrReview) return false;
  const due = new Date(lastChangeOrReview);
  due.setUTCMonth(due.getUTCMonth() + LIMIT_REVIEW_AFTER_MONTHS);
  return due <= now;
}
