import { pickIndex, type FloatSource } from '../fair.ts';
import { RoundInputError, type RoundMachine } from '../round.ts';
import { readChoice, readInteger, readObject } from '../read-json.ts';
import {
  BET_TYPES,
  EVEN_MONEY,
  LAYOUT,
  PAYOUT_TO_ONE,
  colorOf,
  layoutBet,
  type BetType,
} from './layout.ts';

/**
 * European single-zero roulette: the pocket is floor(f * 37) (spec 04 section 5). The French variant adds la partage:
 * an even-money bet gets half its stake back when the ball lands on zero.
 */
export interface RouletteConfig {
  /** Each bet's stake, minor units. */
  minBet: number;
  maxBet: number;
  /** The most all the round's bets may stake together. */
  tableMax: number;
  variant?: 'european' | 'french';
}

export interface RouletteBet {
  type: BetType;
  /** The numbers the bet covers, sorted (the layout's own set). */
  numbers: number[];
  stake: number;
}

export interface RouletteParams {
  bets: RouletteBet[];
}

export interface RouletteState {
  bets: RouletteBet[];
  /** The winning pocket, 0..36. */
  number: number;
  color: 'green' | 'red' | 'black';
  /** What each bet returned (in the order of `bets`), minor units. */
  wins: number[];
}

export const MAX_BETS = 50;
export const POCKETS = 37;

/** What one bet returns on this pocket: stake × (payout + 1) on a hit, half the stake back on a French zero. */
export function betWin(config: RouletteConfig, bet: RouletteBet, number: number): number {
  if (bet.numbers.includes(number)) return bet.stake * (PAYOUT_TO_ONE[bet.type] + 1);
  if (number === 0 && config.variant === 'french' && EVEN_MONEY.has(bet.type))
    return Math.floor(bet.stake / 2);
  return 0;
}

export function spin(rng: FloatSource): number {
  return pickIndex(rng, POCKETS);
}

export const rouletteMachine: RoundMachine<RouletteConfig, RouletteParams, RouletteState, never> = {
  start(config, params, rng) {
    const number = spin(rng);
    const wins = params.bets.map((bet) => betWin(config, bet, number));
    return {
      state: { bets: params.bets, number, color: colorOf(number), wins },
      stake: params.bets.reduce((sum, bet) => sum + bet.stake, 0),
      win: wins.reduce((sum, win) => sum + win, 0),
      finished: true,
    };
  },
};

function readNumbers(body: Record<string, unknown>, type: BetType): number[] {
  const input = body['numbers'];
  const sets = LAYOUT.get(type);
  if (input === undefined && sets?.size === 1) return [...(sets.values().next().value ?? [])];
  if (
    !Array.isArray(input) ||
    !input.every((n): n is number => Number.isInteger(n) && n >= 0 && n <= 36) ||
    new Set(input).size !== input.length
  )
    throw new RoundInputError('numbers', 'numbers must be distinct whole numbers from 0 to 36');
  const numbers = layoutBet(type, input);
  if (!numbers)
    throw new RoundInputError('numbers', `${input.join(', ')} is not a ${type} bet on the layout`);
  return [...numbers];
}

/** `{bets: [{type, numbers?, stake}]}`: numbers may be left out where the type has one set (red, low, basket...). */
export function parseRouletteParams(config: RouletteConfig, input: unknown): RouletteParams {
  const bets = readObject(input)['bets'];
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_BETS)
    throw new RoundInputError('bets', `bets must be a list of 1 to ${MAX_BETS} bets`);
  const parsed = bets.map((bet: unknown): RouletteBet => {
    if (typeof bet !== 'object' || bet === null || Array.isArray(bet))
      throw new RoundInputError('bets', 'each bet is an object {type, numbers?, stake}');
    const body = bet as Record<string, unknown>;
    const type = readChoice(body, 'type', BET_TYPES);
    const numbers = readNumbers(body, type);
    const stake = readInteger(body, 'stake', config.minBet, config.maxBet);
    return { type, numbers, stake };
  });
  const total = parsed.reduce((sum, bet) => sum + bet.stake, 0);
  if (total > config.tableMax)
    throw new RoundInputError(
      'bets',
      `the bets stake ${total}, more than the table's ${config.tableMax}`,
    );
  return { bets: parsed };
}
