import type { FloatSource } from './fair.ts';

/**
 * Every studio game is a round machine over integer minor units. A one-shot game (slot spin, roulette, dice, plinko,
 * baccarat) finishes in `start`; a game with decisions (blackjack, mines, crash cash-out) goes on through `act`.
 * Replaying `start` then the recorded actions in order, on the same seeds, gives the same round: that is how the
 * player verifies it. A round draws its floats from one stream, in order, so the cursor is part of the replay.
 */
export interface RoundStep<State> {
  state: State;
  /** Everything staked in the round so far (a double, split or insurance adds to it), minor units. */
  stake: number;
  /** Everything won so far, minor units (floor of the exact win). */
  win: number;
  finished: boolean;
}

export interface RoundMachine<Config, Params, State, Action> {
  /** Throws RoundInputError on parameters the game does not take (a bad bet, an unknown bet type). */
  start(config: Config, params: Params, rng: FloatSource): RoundStep<State>;
  /** Throws RoundInputError on an action the state does not allow. Absent on one-shot games. */
  act?(config: Config, state: State, action: Action, rng: FloatSource): RoundStep<State>;
  /**
   * The state a round left open is settled in the way better for the player (issue 10 section 4): blackjack stands,
   * mines cashes out what it has revealed. Absent on one-shot games.
   */
  settleAbandoned?(config: Config, state: State, rng: FloatSource): RoundStep<State>;
}

/** A player's input the game refuses; `code` is a stable key the server maps to 422. */
export class RoundInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RoundInputError';
  }
}

/** A win of `stake` times a multiplier given in hundredths (250 = 2.5x), floored to minor units. */
export function winOf(stake: number, multiplierHundredths: number): number {
  return Math.floor((stake * multiplierHundredths) / 100);
}
