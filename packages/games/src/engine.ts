import type { FloatSource } from './fair.ts';
import type { RoundMachine } from './round.ts';

/** The studio's game engines; every catalogue game is a configuration of one of them. */
export const ENGINE_NAMES = [
  'slot',
  'roulette',
  'blackjack',
  'baccarat',
  'poker',
  'dice',
  'limbo',
  'crash',
  'plinko',
  'mines',
  'keno',
  'wheel',
] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/**
 * One engine as the studio server drives it: configs, parameters, states and actions travel as JSON, so each engine
 * parses what a player sends (throwing RoundInputError) and states its exact return to player.
 */
export interface GameEngine<Config = unknown, Params = unknown, State = unknown, Action = unknown> {
  name: EngineName;
  machine: RoundMachine<Config, Params, State, Action>;
  /** The round's parameters from the game client's JSON; throws RoundInputError. */
  parseParams(config: Config, input: unknown): Params;
  /** A decision from the game client's JSON; throws RoundInputError. Absent on one-shot games. */
  parseAction?(config: Config, state: State, input: unknown): Action;
  /** The total stake the parameters commit at the start of the round, minor units. */
  stakeOf(config: Config, params: Params): number;
  /** Exact expected return per unit staked, in [0, 1] (0.9712 = 97.12 %), from the maths, not a simulation. */
  rtp(config: Config): number;
  /** The share of rounds that win something, in [0, 1], exact where the maths allows. */
  hitRate(config: Config): number;
  /**
   * One whole round with a representative bet (and, for games with decisions, the engine's best play), for the Monte
   * Carlo checks and `npm run rtp`: the measured return of many such rounds converges on `rtp(config)`.
   */
  simulateRound(config: Config, rng: FloatSource): { stake: number; win: number };
  /** What the game client may show: the state with secrets left out (a crash point before the bust). */
  publicState(config: Config, state: State, finished: boolean): unknown;
}

/** Erases an engine's types for the registry; each engine checks its JSON itself. */
export function registerEngine<C, P, S, A>(engine: GameEngine<C, P, S, A>): GameEngine {
  return engine as unknown as GameEngine;
}
