import { arrayAt, field, firstNumber, numberAt as fieldNumber } from '../config-read';
import type { BetSpot } from './roulette-layout';
import type { SpotTotal } from './table-bets';

// The roulette engine's JSON as this client reads and writes it (packages/games/src/roulette): the only file to
// change when the engine's shapes move.

export interface RouletteParamBet {
  type: BetSpot['type'];
  numbers?: number[];
  stake: number;
}

/** The bets as the round's parameters: inside bets, columns and dozens name their numbers; even-money bets need none. */
export function rouletteParams(totals: readonly SpotTotal<BetSpot>[]): {
  bets: RouletteParamBet[];
} {
  return {
    bets: totals.map(({ spot, stake }) =>
      ['red', 'black', 'odd', 'even', 'low', 'high'].includes(spot.type)
        ? { type: spot.type, stake }
        : { type: spot.type, numbers: [...spot.numbers], stake },
    ),
  };
}

/** The pocket the ball landed in, from a finished round's state; null when the state has none. */
export function rouletteResult(state: unknown): number | null {
  const found = firstNumber(state, ['number', 'result', 'pocket', 'winning_number'], -1);
  return Number.isInteger(found) && found >= 0 && found <= 36 ? found : null;
}

/** The configuration's limits, minor units: per bet and for the whole layout (the frame's chip is one bet step). */
export function rouletteLimits(config: unknown): {
  minBet: number;
  maxBet: number;
  maxTotal: number;
} {
  const minBet = fieldNumber(config, 'minBet', 10);
  const maxBet = fieldNumber(config, 'maxBet', minBet * 1000);
  const maxTotal = firstNumber(config, ['maxTotal', 'maxTotalBet', 'tableMax'], maxBet * 20);
  return { minBet, maxBet, maxTotal };
}

/** The bets a stored round was played with, for the history drawer and "repeat". */
export function roundBets(params: unknown): RouletteParamBet[] {
  return arrayAt(params, 'bets').flatMap((bet) => {
    const type = field(bet, 'type');
    const stake = field(bet, 'stake');
    const numbers = field(bet, 'numbers');
    if (typeof type !== 'string' || typeof stake !== 'number') return [];
    return [
      {
        type: type as BetSpot['type'],
        stake,
        ...(Array.isArray(numbers)
          ? { numbers: numbers.filter((n): n is number => typeof n === 'number') }
          : {}),
      },
    ];
  });
}
