/** The rhythm of a crash table's shared games (docs/games-architecture.md, "Crash"). */
export interface CrashTiming {
  /** How long bets are taken before the multiplier starts to grow. */
  bettingMs: number;
  /** The pause after a bust before the next game's betting phase. */
  pauseMs: number;
  /** The hashes of a new chain: computed once when the chain is created (100,000 take about 0.1 s). */
  chainLength: number;
}

export const CRASH_TIMING: CrashTiming = { bettingMs: 5_000, pauseMs: 3_000, chainLength: 100_000 };

export type CrashPhase = 'betting' | 'running' | 'busted';

/** A game's phase at `now`: from its times only, so every node agrees without anyone updating a row. */
export function crashPhaseAt(game: { starts_at: Date; busts_at: Date }, now: Date): CrashPhase {
  if (now < game.starts_at) return 'betting';
  return now < game.busts_at ? 'running' : 'busted';
}
