import { field } from '../config-read';

// The crash table's clock as the client draws it. The curve is the engine's own (packages/games crash-curve.ts); the
// server cashes out by its clock, so the client runs the server's time: its own clock plus the offset of the last
// answer's `now`.

export type CrashPhase = 'betting' | 'running' | 'busted';

export interface CrashFeed {
  roundId: string;
  phase: CrashPhase;
  /** Epoch ms (server clock) when the running phase starts (or started). */
  startsAt: number;
  /** Server clock minus this browser's clock, ms. */
  offset: number;
  crashPoint: number | null;
  hash: string | null;
}

function epochMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** GET /studio/api/crash/{identifier}'s answer, read at `receivedAt` (this browser's clock); null when unreadable. */
export function readCrashFeed(body: unknown, receivedAt: number): CrashFeed | null {
  const phase = field(body, 'phase');
  const startsAt = epochMs(field(body, 'starts_at'));
  const now = epochMs(field(body, 'now'));
  const roundId = field(body, 'round_id');
  if (
    (phase !== 'betting' && phase !== 'running' && phase !== 'busted') ||
    startsAt === null ||
    now === null
  )
    return null;
  const crashPoint = field(body, 'crash_point');
  const hash = field(body, 'hash');
  return {
    roundId: String(roundId ?? ''),
    phase,
    startsAt,
    offset: now - receivedAt,
    crashPoint: typeof crashPoint === 'number' ? crashPoint : null,
    hash: typeof hash === 'string' ? hash : null,
  };
}

/** Milliseconds of running phase at browser time `clientNow`. */
export function elapsedOf(feed: CrashFeed, clientNow: number): number {
  return Math.max(0, clientNow + feed.offset - feed.startsAt);
}

/**
 * What the player's open bet came to at the bust: the auto cash-out when the crash point reached it (the engine's
 * rule, ≥), otherwise nothing.
 */
export function bustedWin(stake: number, autoCashout: number | null, crashPoint: number): number {
  return autoCashout !== null && crashPoint >= autoCashout
    ? Math.floor((stake * autoCashout) / 100)
    : 0;
}

/** The curve's drawing scale: time and multiplier axes that keep the whole flight in view with some headroom. */
export function chartScale(
  elapsedMs: number,
  hundredths: number,
): { maxMs: number; maxMultiplier: number } {
  return {
    maxMs: Math.max(10_000, elapsedMs * 1.15),
    maxMultiplier: Math.max(200, Math.ceil(hundredths * 1.2)),
  };
}
