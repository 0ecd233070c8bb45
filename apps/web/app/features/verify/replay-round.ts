import type { FloatSource, RoundSeeds } from '@casino/games/fair';
import type { GameEngine } from '@casino/games/engine';
import { RoundInputError, type RoundStep } from '@casino/games/round';

/** What a round was played with: the engine's configuration, the parameters it started with, its decisions in order. */
export interface RoundInputs {
  config: unknown;
  params: unknown;
  actions: readonly unknown[];
}

export interface Replay {
  /** Every float the round drew, in order (spec 04 section 5: 4 bytes each, 8 per HMAC block). */
  floats: number[];
  step: RoundStep<unknown>;
}

/** Keeps each float a source hands out, so the page can show the ones the round used. */
function recording(source: FloatSource): { source: FloatSource; floats: number[] } {
  const floats: number[] = [];
  return {
    floats,
    source: {
      next() {
        const float = source.next();
        floats.push(float);
        return float;
      },
    },
  };
}

/**
 * Plays the round again from its seeds (docs/games-architecture.md: `start`, then each recorded action in order, on
 * one float stream): the same seeds give the same floats, hence the same outcome the studio booked. The engine parses
 * the inputs as its server does, so a tampered parameter fails here as it would there (RoundInputError). What the
 * studio's server does without a decision is done here too: a crash cash-out that came after the bust settles at the
 * bust, and a round its actions leave open is settled as a left round (issue 10 section 4: the way better for the
 * player, the engine's `settleAbandoned`), which is how the studio closed it.
 */
export function replayRound(engine: GameEngine, inputs: RoundInputs, stream: FloatSource): Replay {
  const { source, floats } = recording(stream);
  const { act, settleAbandoned } = engine.machine;
  const params = engine.parseParams(inputs.config, inputs.params);
  let step = engine.machine.start(inputs.config, params, source);
  for (const input of inputs.actions) {
    if (!act || !engine.parseAction || step.finished) break;
    const action = engine.parseAction(inputs.config, step.state, input);
    try {
      step = act(inputs.config, step.state, action, source);
    } catch (error) {
      if (!(error instanceof RoundInputError && error.code === 'busted' && settleAbandoned))
        throw error;
      step = settleAbandoned(inputs.config, step.state, source);
    }
  }
  if (!step.finished && settleAbandoned) step = settleAbandoned(inputs.config, step.state, source);
  return { floats, step };
}

/** The seeds the page recomputes with. */
export type VerifySeeds = RoundSeeds;
