import {
  arrayAt,
  betRangeOf,
  booleanAt,
  field,
  numberAt,
  numbersAt,
  stringAt,
} from '../config-read';
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
  /** The price of buying the free spins, times the stake; null without a bonus buy. */
  bonusBuy: number | null;
}

export type Position = readonly [reel: number, row: number];

export interface SlotWin {
  glyph: string;
  count: number;
  line: number | null;
  positions: Position[];
  /** Hundredths of the stake. */
  pay: number;
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

/**
 * The engine's configuration (packages/games slots/slot-config.ts): `rows` per reel (the reel count is its length;
 * megaways states the largest), `mode` lines, ways or megaways, `bonusBuy` {price: times the stake, freeSpins}.
 */
export function readSlotConfig(config: unknown): SlotConfig {
  const { min, max } = betRangeOf(config);
  const symbols = arrayAt(config, 'symbols').map(readSymbol);
  const heights = numbersAt(config, 'rows');
  const mode = field(config, 'mode');
  const lines = stringAt(mode, 'type', '') === 'lines' ? readLines(field(mode, 'lines')) : [];
  const price = field(field(config, 'bonusBuy'), 'price');
  return {
    reels: heights.length > 0 ? heights.length : 5,
    rows: heights.length > 0 ? Math.max(...heights) : 3,
    symbols,
    lines,
    ways: lines.length === 0,
    minBet: min,
    maxBet: max,
    bonusBuy: typeof price === 'number' ? price : null,
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

/** The spin's line, ways and scatter wins (slot-pays.ts), each lit where it lies on the window. */
function readWins(config: SlotConfig, window: string[][], spin: unknown): SlotWin[] {
  const win = (glyph: string, count: number, line: number | null, pay: number): SlotWin => ({
    glyph,
    count,
    line,
    positions: winPositions(config, window, glyph, count, line),
    pay,
  });
  const wins = [
    ...arrayAt(spin, 'lines').map((item) =>
      win(
        glyphOf(config, field(item, 'symbol')),
        numberAt(item, 'count', 0),
        numberAt(item, 'line', 0),
        numberAt(item, 'pay', 0),
      ),
    ),
    ...arrayAt(spin, 'ways').map((item) =>
      win(
        glyphOf(config, field(item, 'symbol')),
        numberAt(item, 'count', 0),
        null,
        numberAt(item, 'pay', 0),
      ),
    ),
  ];
  const scatter = field(spin, 'scatter');
  const scatterSymbol = config.symbols.find((symbol) => symbol.scatter);
  if (isObject(scatter) && scatterSymbol)
    wins.push(
      win(scatterSymbol.glyph, numberAt(scatter, 'count', 0), null, numberAt(scatter, 'pay', 0)),
    );
  return wins;
}

function readSpin(config: SlotConfig, value: unknown): SlotSpin {
  const window = readWindow(config, field(value, 'window'));
  return {
    window,
    wins: readWins(config, window, value),
    free: stringAt(value, 'kind', 'base') === 'free',
    win: numberAt(value, 'win', 0),
  };
}

/** The engine's public state (slot.ts SlotState): every spin of the round, base first (none on a bonus buy). */
export function readSlotState(config: SlotConfig, state: unknown): SlotView | null {
  const spins = arrayAt(state, 'spins').map((spin) => readSpin(config, spin));
  if (spins.length === 0 || spins.some((spin) => spin.window.length === 0)) return null;
  return {
    spins,
    freeSpinsAwarded: numberAt(state, 'freeSpinsAwarded', 0),
    totalWin: spins.reduce((sum, spin) => sum + spin.win, 0),
    bonusBought: booleanAt(field(state, 'params'), 'buyBonus'),
  };
}

/** The request body of a spin (or of a bought bonus). */
export function slotParams(
  stake: number,
  buyBonus: boolean,
): { stake: number; buy_bonus: boolean } {
  return { stake, buy_bonus: buyBonus };
}

/** What the bonus buy costs at a stake: the stake times the price. */
export function bonusBuyCost(config: SlotConfig, stake: number): number | null {
  return config.bonusBuy === null ? null : stake * config.bonusBuy;
}

/** Glyphs to fill a spinning reel with: the configuration's symbols (their glyphs), else a few defaults. */
export function reelFiller(config: SlotConfig): string[] {
  const glyphs = config.symbols.map((symbol) => symbol.glyph);
  return glyphs.length > 0 ? glyphs : ['ace', 'king', 'queen', 'jack', 'ten', 'seven', 'wild'];
}
