import type { ParsedValues } from './verify-values.ts';
import { loadEngine } from './load-engine.ts';
import { replayRound } from './replay-round.ts';

export type Verification =
  | {
      ok: true;
      /** SHA-256 of the server seed as given. */
      hash: string;
      /** Whether it is the hash the studio committed to before the round; null when none was given. */
      hashMatches: boolean | null;
      floats: number[];
      stake: number;
      win: number;
      finished: boolean;
      state: unknown;
    }
  | { ok: false; error: 'unknown_engine' | 'input'; code?: string };

/**
 * Recomputes a round in the browser with the studio's own code (packages/games: the seeds' float stream and the
 * engine's round machine), loaded only now. A parameter the engine refuses is reported with the engine's code.
 */
export async function verifyRound(
  parsed: Extract<ParsedValues, { ok: true }>,
): Promise<Verification> {
  const [fair, engine] = await Promise.all([
    import('@casino/games/fair'),
    loadEngine(parsed.engine),
  ]);
  if (!engine) return { ok: false, error: 'unknown_engine' };
  const hash = fair.hashServerSeed(parsed.seeds.serverSeed);
  try {
    const { floats, step } = replayRound(engine, parsed.inputs, fair.fairFloats(parsed.seeds));
    return {
      ok: true,
      hash,
      hashMatches: parsed.committedHash === null ? null : parsed.committedHash === hash,
      floats,
      stake: step.stake,
      win: step.win,
      finished: step.finished,
      state: engine.publicState(parsed.inputs.config, step.state, step.finished),
    };
  } catch (error) {
    const code =
      error instanceof Error && 'code' in error && typeof error.code === 'string'
        ? error.code
        : undefined;
    return { ok: false, error: 'input', code };
  }
}
