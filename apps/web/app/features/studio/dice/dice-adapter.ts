import {
  MAX_TARGET,
  MIN_TARGET,
  diceMultiplier,
  winningRolls,
  type DiceConfig,
  type DiceParams,
  type DiceState,
} from '@casino/games/dice/dice';
import { betRangeOf, field, numberAt } from '../config-read';

export { MAX_TARGET, MIN_TARGET };
export type Direction = DiceParams['direction'];

/** The engine's configuration as the client reads it (packages/games dice.ts). */
export function readDiceConfig(config: unknown): DiceConfig {
  const { min, max } = betRangeOf(config);
  return { edgeBasisPoints: numberAt(config, 'edgeBasisPoints', 100), minBet: min, maxBet: max };
}

/** A round's public state; null when it is not a dice state. */
export function readDiceState(state: unknown): DiceState | null {
  const params = field(state, 'params');
  const direction = field(params, 'direction');
  const roll = field(state, 'roll');
  if (typeof roll !== 'number' || (direction !== 'over' && direction !== 'under')) return null;
  return {
    params: {
      stake: numberAt(params, 'stake', 0),
      target: numberAt(params, 'target', 5000),
      direction,
    },
    roll,
    multiplier: numberAt(state, 'multiplier', 0),
    won: field(state, 'won') === true,
  };
}

export function clampTarget(target: number): number {
  return Math.min(MAX_TARGET, Math.max(MIN_TARGET, Math.round(target)));
}

/** What the player sees before rolling: the win chance (share of the 10001 rolls) and the multiplier paid. */
export function diceOdds(config: DiceConfig, target: number, direction: Direction) {
  const params = { target: clampTarget(target), direction };
  return { chance: winningRolls(params) / 10_001, multiplier: diceMultiplier(config, params) };
}

/** The request body of a roll. */
export function diceParams(stake: number, target: number, direction: Direction): DiceParams {
  return { stake, target: clampTarget(target), direction };
}
