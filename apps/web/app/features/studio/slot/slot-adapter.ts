import { arrayAt, betRangeOf, booleanAt, field, firstNumber, stringAt } from '../config-read';
import { isObject } from '../studio-session';

/**
 * The slot engine's configuration and spin states as the client draws them. Positions are [reel, row]; a window is
 * reel-major (window[reel][row]), each cell a glyph name of packages/games slots/glyphs.ts.
 */
export interface SlotSymbol {
  id: string;
  glyph: string;
  /** Hundredths of the line bet (lines) or of the stake (ways) by count of a kind (index = count). */
  pays: number[];
  wild: boolean;
  scatter: boolean;
}

export interface SlotConfig {
  reels: number;
  rows: number;
  symbols: SlotSymbol[];
  /** Row index on each reel, per payline; empty for ways games. */
  lines: number[][];
  ways: boolean;
  minBet: number;
  maxBet: number;
  /** The price of buying the free spins, in hundredths of the stake; null without a bonus buy. */
  bonusBuy: number | null;
}

export type Position = readonly [reel: number, row: number];

export interface SlotWin {
  glyph: string;
  count: number;
  line: number | null;
  positions: Position[];
  amount: number;
}

export interface SlotSpin {
  window: string[][];
  wins: SlotWin[];
  free: boolean;
  win: number;
}

export interface SlotView {
  spins: SlotSpin[];
  freeSpinsAwarded: number;
  totalWin: number;
  bonusBought: boolean;
}

function readPays(value: unknown): number[] {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'number' ? item : 0));
  if (isObject(value)) {
    const pays: number[] = [];
    for (const [count, pay] of Object.entries(value))
      if (typeof pay === 'number' && Number.isInteger(Number(count))) pays[Number(count)] = pay;
    return Array.from(pays, (pay) => pay ?? 0);
  }
  return [];
}

function readSymbol(value: unknown, index: number): SlotSymbol {
  if (typeof value === 'string')
    return {
      id: value,
      glyph: value,
      pays: [],
      wild: value === 'wild',
      scatter: value === 'scatter',
    };
  const glyph = stringAt(value, 'glyph', stringAt(value, 'id', 'star'));
  const kind = stringAt(value, 'kind', stringAt(value, 'type', ''));
  return {
    id: String(field(value, 'id') ?? index),
    glyph,
    pays: readPays(field(value, 'pays') ?? field(value, 'payouts')),
    wild: booleanAt(value, 'wild') || kind === 'wild' || glyph === 'wild',
    scatter: booleanAt(value, 'scatter') || kind === 'scatter' || glyph === 'scatter',
  };
}

function readLines(value: unknown): number[][] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is number[] => Array.isArray(line) && line.every((row) => typeof row === 'number'),
  );
}

export function readSlotConfig(config: unknown): SlotConfig {
  const { min, max } = betRangeOf(config);
  const symbols = arrayAt(config, 'symbols').map(readSymbol);
  const lines = readLines(field(config, 'lines') ?? field(config, 'paylines'));
  const waysValue = field(config, 'ways');
  const buy = field(config, 'bonusBuy');
  return {
    reels: firstNumber(config, ['reels', 'reelCount'], 5),
    rows: firstNumber(config, ['rows', 'rowCount'], 3),
    symbols,
    lines,
    ways:
      lines.length === 0 || waysValue === true || (typeof waysValue === 'number' && waysValue > 0),
    minBet: min,
    maxBet: max,
    bonusBuy:
      typeof buy === 'number'
        ? buy
        : isObject(buy)
          ? firstNumber(buy, ['cost', 'price', 'multiplier'], NaN) || null
          : null,
  };
}

/** A window cell as a glyph name: a symbol index, a symbol id, or a glyph name itself. */
export function glyphOf(config: SlotConfig, cell: unknown): string {
  if (typeof cell === 'number') return config.symbols[cell]?.glyph ?? 'star';
  if (typeof cell === 'string')
    return config.symbols.find((symbol) => symbol.id === cell)?.glyph ?? cell;
  if (isObject(cell)) return glyphOf(config, cell['glyph'] ?? cell['id'] ?? cell['symbol']);
  return 'star';
}

function readWindow(config: SlotConfig, value: unknown): string[][] {
  if (!Array.isArray(value)) return [];
  return value.map((reel) =>
    Array.isArray(reel) ? reel.map((cell) => glyphOf(config, cell)) : [],
  );
}

function readPositions(value: unknown): Position[] {
  if (!Array.isArray(value)) return [];
  const positions: Position[] = [];
  for (const item of value) {
    if (Array.isArray(item) && typeof item[0] === 'number' && typeof item[1] === 'number')
      positions.push([item[0], item[1]]);
    else if (isObject(item) && typeof item['reel'] === 'number' && typeof item['row'] === 'number')
      positions.push([item['reel'], item['row']]);
  }
  return positions;
}

/** Where a win lies when the engine names only its line (or, for ways, its symbol and count). */
export function winPositions(
  config: SlotConfig,
  window: readonly string[][],
  glyph: string,
  count: number,
  line: number | null,
): Position[] {
  const wilds = new Set(
    config.symbols.filter((symbol) => symbol.wild).map((symbol) => symbol.glyph),
  );
  const matches = (cell: string | undefined) =>
    cell === glyph || (cell !== undefined && wilds.has(cell));
  if (line !== null) {
    const rows = config.lines[line] ?? [];
    return rows.slice(0, count).map((row, reel) => [reel, row] as const);
  }
  const scatter = config.symbols.some((symbol) => symbol.scatter && symbol.glyph === glyph);
  const positions: Position[] = [];
  window.forEach((reel, reelIndex) => {
    if (!scatter && reelIndex >= count) return;
    reel.forEach((cell, row) => {
      if (scatter ? cell === glyph : matches(cell)) positions.push([reelIndex, row]);
    });
  });
  return positions;
}

function readWin(config: SlotConfig, window: string[][], value: unknown): SlotWin {
  const glyph = glyphOf(config, field(value, 'symbol') ?? field(value, 'glyph'));
  const count = firstNumber(value, ['count', 'length', 'of'], 0);
  const lineValue = field(value, 'line');
  const line = typeof lineValue === 'number' ? lineValue : null;
  const given = readPositions(field(value, 'positions') ?? field(value, 'cells'));
  return {
    glyph,
    count,
    line,
    positions: given.length > 0 ? given : winPositions(config, window, glyph, count, line),
    amount: firstNumber(value, ['win', 'amount'], 0),
  };
}

function readSpin(config: SlotConfig, value: unknown, index: number): SlotSpin {
  const window = readWindow(config, field(value, 'window') ?? field(value, 'grid'));
  const wins = arrayAt(value, 'wins').map((win) => readWin(config, window, win));
  return {
    window,
    wins,
    free: booleanAt(value, 'free') || index > 0,
    win: firstNumber(
      value,
      ['win', 'total'],
      wins.reduce((sum, win) => sum + win.amount, 0),
    ),
  };
}

export function readSlotState(config: SlotConfig, state: unknown): SlotView | null {
  const rawSpins = arrayAt(state, 'spins');
  const spins = (rawSpins.length > 0 ? rawSpins : field(state, 'window') ? [state] : []).map(
    (spin, index) => readSpin(config, spin, index),
  );
  if (spins.length === 0 || spins.some((spin) => spin.window.length === 0)) return null;
  const free = field(state, 'freeSpins');
  return {
    spins,
    freeSpinsAwarded:
      typeof free === 'number'
        ? free
        : isObject(free)
          ? firstNumber(free, ['awarded', 'total', 'count'], 0)
          : spins.length - 1,
    totalWin: firstNumber(
      state,
      ['totalWin', 'win'],
      spins.reduce((sum, spin) => sum + spin.win, 0),
    ),
    bonusBought: booleanAt(field(state, 'params'), 'buyBonus') || booleanAt(state, 'bonusBought'),
  };
}

/** The request body of a spin (or of a bought bonus). */
export function slotParams(stake: number, buyBonus: boolean): { stake: number; buyBonus?: true } {
  return buyBonus ? { stake, buyBonus: true } : { stake };
}

/** What the bonus buy costs at a stake: the stake times the price (hundredths), floored. */
export function bonusBuyCost(config: SlotConfig, stake: number): number | null {
  return config.bonusBuy === null ? null : Math.floor((stake * config.bonusBuy) / 100);
}

/** Glyphs to fill a spinning reel with: the configuration's symbols (their glyphs), else a few defaults. */
export function reelFiller(config: SlotConfig): string[] {
  const glyphs = config.symbols.map((symbol) => symbol.glyph);
  return glyphs.length > 0 ? glyphs : ['ace', 'king', 'queen', 'jack', 'ten', 'seven', 'wild'];
}
