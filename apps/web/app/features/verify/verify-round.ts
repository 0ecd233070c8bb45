import type { FloatSource } from '@casino/games/fair';
import type { ParsedValues } from './verify-values.ts';
import { loadEngine } from './load-engine.ts';
import { replayRound } from './replay-round.ts';

export type Verification =
  | {
      ok: true;
      /** Seeds: the SHA-256 of the server seed as given. Crash: the game's hash itself. */
      hash: string;
      /**
       * Whether the studio committed to it before the round (the seed's commitment; for crash, sha256(game hash) is the
       * previous game's hash); null when nothing to compare with was given.
       */
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
export async function verifyRound(parsed: Parsed): Promise<Verification> {
  const engine = await loadEngine(parsed.engine);
  if (!engine) return { ok: false, error: 'unknown_engine' };
  const { hash, hashMatches, stream } = await sourceOf(parsed);
  try {
    const { floats, step } = replayRound(engine, parsed.inputs, stream);
    return {
      ok: true,
      hash,
      hashMatches,
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

type Parsed = Extract<ParsedValues, { ok: true }>;

/** The round's float stream and what proves it was fixed beforehand: the seed's commitment, or crash's chain. */
async function sourceOf(
  parsed: Parsed,
): Promise<{ hash: string; hashMatches: boolean | null; stream: FloatSource }> {
  const { source, committedHash } = parsed;
  if (source.kind === 'chain') {
    const chain = await import('@casino/games/crash/crash-chain');
    return {
      hash: source.gameHash,
      hashMatches:
        committedHash === null ? null : chain.followsInChain(source.gameHash, committedHash),
      stream: chain.crashFloats(source.gameHash, source.salt),
    };
  }
  const fair = await import('@casino/games/fair');
  const hash = fair.hashServerSeed(source.seeds.serverSeed);
  return {
    hash,
    hashMatches: committedHash === null ? null : committedHash === hash,
    stream: fair.fairFloats(source.seeds),
  };
}
