import type { FloatSource } from '../fair.ts';
import { RoundInputError, winOf, type RoundMachine } from '../round.ts';
import { readInteger, readObject } from '../read-json.ts';

/** Dice: a roll in 0.00-100.00 (floor(f * 10001) / 100, spec 04 section 5); the player bets it lands over or under a target. */
export interface DiceConfig {
  /** The house edge in basis points (100 = 1 %): the payout is (1 - edge) / chance. */
  edgeBasisPoints: number;
  minBet: number;
  maxBet: number;
}

export interface DiceParams {
  stake: number;
  /** The target in hundredths, 100..9800. */
  target: number;
  direction: 'over' | 'under';
}

export interface DiceState {
  params: DiceParams;
  /** The roll in hundredths, 0..10000. */
  roll: number;
  /** The multiplier paid on a win, in hundredths. */
  multiplier: number;
  won: boolean;
}

export const MIN_TARGET = 100;
export const MAX_TARGET = 9800;

/** The rolls (of 10001) that win. */
export function winningRolls(params: Pick<DiceParams, 'target' | 'direction'>): number {
  return params.direction === 'over' ? 10_000 - params.target : params.target;
}

/** The multiplier in hundredths, floored: (1 - edge) * 10001 / winning rolls. */
export function diceMultiplier(
  config: DiceConfig,
  params: Pick<DiceParams, 'target' | 'direction'>,
): number {
  return Math.floor(((10_000 - config.edgeBasisPoints) * 10_001) / 100 / winningRolls(params));
}

export function rollDice(rng: FloatSource): number {
  return Math.floor(rng.next() * 10_001);
}

export const diceMachine: RoundMachine<DiceConfig, DiceParams, DiceState, never> = {
  start(config, params, rng) {
    const roll = rollDice(rng);
    const won = params.direction === 'over' ? roll > params.target : roll < params.target;
    const multiplier = diceMultiplier(config, params);
    return {
      state: { params, roll, multiplier, won },
      stake: params.stake,
      win: won ? winOf(params.stake, multiplier) : 0,
      finished: true,
    };
  },
};

export function parseDiceParams(config: DiceConfig, input: unknown): DiceParams {
  const body = readObject(input);
  const stake = readInteger(body, 'stake', config.minBet, config.maxBet);
  const target = readInteger(body, 'target', MIN_TARGET, MAX_TARGET);
  const direction = body['direction'];
  if (direction !== 'over' && direction !== 'under')
    throw new RoundInputError('direction', 'direction is over or under');
  return { stake, target, direction };
}
