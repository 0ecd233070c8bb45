import type { FloatSource } from '../fair.ts';
import { choose } from '../paytable.ts';
import { RoundInputError, winOf, type RoundMachine } from '../round.ts';
import { readChoice, readInteger, readObject } from '../read-json.ts';

/**
 * Mines: a 5×5 grid hides 1..24 mines, placed at the start by picks without replacement (spec 04 section 5: each pick
 * is floor(f · cells left) into the cells not yet taken). The player reveals cells one by one; a mine loses the
 * stake, a safe cell raises the multiplier; the player cashes out when they like.
 */
export const CELLS = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;

export interface MinesConfig {
  /** The house edge in basis points (100 = 1 %): the multiplier is (1 - edge) / P(all revealed cells safe). */
  edgeBasisPoints: number;
  minBet: number;
  maxBet: number;
}

export interface MinesParams {
  stake: number;
  mines: number;
}

export interface MinesState {
  params: MinesParams;
  /** The mined cells (0..24, row by row), secret until the round is over. */
  mines: number[];
  /** The safe cells revealed, in the order picked. */
  revealed: number[];
  /** The mine the player hit, or null. */
  hitMine: number | null;
  cashedOut: boolean;
}

export type MinesAction = { type: 'reveal'; cell: number } | { type: 'cashout' };

/** The chance that k picks of 25 cells all miss the mines: C(25 - mines, k) / C(25, k). */
export function safeChance(mines: number, picks: number): number {
  return choose(CELLS - mines, picks) / choose(CELLS, picks);
}

/**
 * The multiplier after `picks` safe cells, in hundredths: floor((1 - edge) / P(picks safe) · 100), in integers as
 * floor((10000 - edge) · C(25, k) / (100 · C(25 - mines, k))). After no pick it is (1 - edge), 0.99x.
 */
export function minesMultiplier(config: MinesConfig, mines: number, picks: number): number {
  return Math.floor(
    ((10_000 - config.edgeBasisPoints) * choose(CELLS, picks)) /
      (100 * choose(CELLS - mines, picks)),
  );
}

/** The exact return of a player who cashes out after `picks` safe cells: multiplier · P(picks safe). */
export function minesRtp(config: MinesConfig, mines: number, picks: number): number {
  return (minesMultiplier(config, mines, picks) / 100) * safeChance(mines, picks);
}

/** Places the mines: each pick takes floor(f · cells left) of the cells not yet mined. */
export function placeMines(mines: number, rng: FloatSource): number[] {
  const free: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) free.push(cell);
  const placed: number[] = [];
  for (let i = 0; i < mines; i++)
    placed.push(free.splice(Math.floor(rng.next() * free.length), 1)[0]!);
  return placed;
}

function cashOut(config: MinesConfig, state: MinesState) {
  const multiplier = minesMultiplier(config, state.params.mines, state.revealed.length);
  return {
    state: { ...state, cashedOut: true },
    stake: state.params.stake,
    win: winOf(state.params.stake, multiplier),
    finished: true,
  };
}

export const minesMachine: RoundMachine<MinesConfig, MinesParams, MinesState, MinesAction> = {
  start(_config, params, rng) {
    return {
      state: {
        params,
        mines: placeMines(params.mines, rng),
        revealed: [],
        hitMine: null,
        cashedOut: false,
      },
      stake: params.stake,
      win: 0,
      finished: false,
    };
  },

  act(config, state, action) {
    if (state.cashedOut || state.hitMine !== null)
      throw new RoundInputError('finished', 'the round is over');
    if (action.type === 'cashout') {
      if (state.revealed.length === 0)
        throw new RoundInputError('nothing_revealed', 'reveal a cell before cashing out');
      return cashOut(config, state);
    }
    if (state.revealed.includes(action.cell))
      throw new RoundInputError('cell', 'that cell is already revealed');
    if (state.mines.includes(action.cell))
      return {
        state: { ...state, hitMine: action.cell },
        stake: state.params.stake,
        win: 0,
        finished: true,
      };
    const next = { ...state, revealed: [...state.revealed, action.cell] };
    // Every safe cell found: nothing is left to risk, so the round cashes out by itself.
    if (next.revealed.length === CELLS - state.params.mines) return cashOut(config, next);
    return { state: next, stake: state.params.stake, win: 0, finished: false };
  },

  /**
   * A round left open cashes out what it has revealed (issue 10 section 4). With nothing revealed the player took no
   * risk and saw nothing: the stake comes back whole rather than at the 0.99x of the formula.
   */
  settleAbandoned(config, state) {
    if (state.revealed.length === 0)
      return {
        state: { ...state, cashedOut: true },
        stake: state.params.stake,
        win: state.params.stake,
        finished: true,
      };
    return cashOut(config, state);
  },
};

export function parseMinesParams(config: MinesConfig, input: unknown): MinesParams {
  const body = readObject(input);
  return {
    stake: readInteger(body, 'stake', config.minBet, config.maxBet),
    mines: readInteger(body, 'mines', MIN_MINES, MAX_MINES),
  };
}

export function parseMinesAction(input: unknown): MinesAction {
  const body = readObject(input);
  const type = readChoice(body, 'type', ['reveal', 'cashout'] as const);
  if (type === 'cashout') return { type };
  return { type, cell: readInteger(body, 'cell', 0, CELLS - 1) };
}

/** The grid as the client may see it: the mines only once the round is over; the multipliers now and next. */
export function minesPublicState(config: MinesConfig, state: MinesState, finished: boolean) {
  const picks = state.revealed.length;
  const { mines: _secret, ...visible } = state;
  const multipliers = {
    multiplier: minesMultiplier(config, state.params.mines, picks),
    nextMultiplier:
      picks < CELLS - state.params.mines
        ? minesMultiplier(config, state.params.mines, picks + 1)
        : null,
  };
  return finished ? { ...state, ...multipliers } : { ...visible, ...multipliers };
}
