import { betRangeOf, booleanAt, field, firstNumber, numberAt, numbersAt } from '../config-read';

/** Mines: a 5x5 field hides `mines` mines; each safe tile revealed raises the multiplier; a mine loses the stake. */
export const TILES = 25;

export interface MinesConfig {
  minBet: number;
  maxBet: number;
  edgeBasisPoints: number;
  minMines: number;
  maxMines: number;
}

export interface MinesView {
  mines: number;
  /** Safe tiles revealed so far, 0..24, in the order picked. */
  revealed: number[];
  /** Where the mines are: known to the client only once the round is over. */
  minePositions: number[];
  /** The tile that hit a mine, if one did. */
  hit: number | null;
  /** The multiplier of the tiles revealed, hundredths. */
  multiplier: number;
  busted: boolean;
}

export type MinesAction = { type: 'reveal'; tile: number } | { type: 'cashout' };

export function readMinesConfig(config: unknown): MinesConfig {
  const { min, max } = betRangeOf(config);
  return {
    minBet: min,
    maxBet: max,
    edgeBasisPoints: numberAt(config, 'edgeBasisPoints', 100),
    minMines: firstNumber(config, ['minMines'], 1),
    maxMines: firstNumber(config, ['maxMines'], TILES - 1),
  };
}

export function readMinesState(state: unknown): MinesView | null {
  const params = field(state, 'params');
  const mines = firstNumber(params, ['mines'], NaN);
  if (Number.isNaN(mines)) return null;
  const revealed = numbersAt(state, 'revealed');
  const minePositions =
    numbersAt(state, 'mines').length > 0
      ? numbersAt(state, 'mines')
      : numbersAt(state, 'minePositions');
  const hitValue = field(state, 'hit');
  const hit =
    typeof hitValue === 'number'
      ? hitValue
      : (revealed.find((tile) => minePositions.includes(tile)) ?? null);
  return {
    mines,
    revealed: revealed.filter((tile) => tile !== hit),
    minePositions,
    hit,
    multiplier: numberAt(state, 'multiplier', 100),
    busted: booleanAt(state, 'busted') || hit !== null,
  };
}

/**
 * The multiplier after `safe` safe tiles with `mines` mines, in hundredths, floored: (1 - edge) times the inverse
 * chance of picking that many safe tiles, C(25, safe) / C(25 - mines, safe). Shown as the next step's prize.
 */
export function minesMultiplier(config: MinesConfig, mines: number, safe: number): number {
  let inverse = 1;
  for (let i = 0; i < safe; i++) inverse *= (TILES - i) / (TILES - mines - i);
  return Math.floor(((10_000 - config.edgeBasisPoints) / 100) * inverse + 1e-9);
}

export const revealAction = (tile: number): MinesAction => ({ type: 'reveal', tile });
export const cashoutAction = (): MinesAction => ({ type: 'cashout' });
