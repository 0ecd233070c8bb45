import {
  CELLS,
  MAX_MINES,
  MIN_MINES,
  minesMultiplier,
  type MinesAction,
  type MinesConfig,
  type MinesParams,
} from '@casino/games/mines/mines';
import { betRangeOf, booleanAt, field, numberAt, numbersAt } from '../config-read';

/** Mines (packages/games mines.ts): a 5x5 grid hides mines; each safe cell revealed raises the multiplier. */
export const TILES = CELLS;
export { MAX_MINES, MIN_MINES };

export interface MinesView {
  mines: number;
  /** Safe cells revealed so far, 0..24 row by row, in the order picked. */
  revealed: number[];
  /** Where the mines are: in the public state only once the round is over. */
  minePositions: number[];
  /** The mine the player hit, if one was. */
  hit: number | null;
  /** The multiplier of the cells revealed and of one more, hundredths (null when no safe cell is left). */
  multiplier: number;
  nextMultiplier: number | null;
  busted: boolean;
  cashedOut: boolean;
}

export function readMinesConfig(config: unknown): MinesConfig {
  const { min, max } = betRangeOf(config);
  return { edgeBasisPoints: numberAt(config, 'edgeBasisPoints', 100), minBet: min, maxBet: max };
}

/** The engine's public state (minesPublicState): mines and hitMine only after the round. */
export function readMinesState(state: unknown): MinesView | null {
  const params = field(state, 'params');
  const mines = field(params, 'mines');
  if (typeof mines !== 'number') return null;
  const hitValue = field(state, 'hitMine');
  const hit = typeof hitValue === 'number' ? hitValue : null;
  const next = field(state, 'nextMultiplier');
  return {
    mines,
    revealed: numbersAt(state, 'revealed').filter((cell) => cell !== hit),
    minePositions: numbersAt(state, 'mines'),
    hit,
    multiplier: numberAt(state, 'multiplier', 100),
    nextMultiplier: typeof next === 'number' ? next : null,
    busted: hit !== null,
    cashedOut: booleanAt(state, 'cashedOut'),
  };
}

/** The multiplier after `safe` safe cells, as the engine computes it (shown before the round starts). */
export function multiplierAfter(config: MinesConfig, mines: number, safe: number): number {
  return minesMultiplier(config, mines, safe);
}

export const minesParams = (stake: number, mines: number): MinesParams => ({ stake, mines });
export const revealAction = (cell: number): MinesAction => ({ type: 'reveal', cell });
export const cashoutAction = (): MinesAction => ({ type: 'cashout' });
