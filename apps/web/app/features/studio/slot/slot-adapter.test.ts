import { describe, expect, test } from 'vitest';
import { SLOT_GLYPHS } from '@casino/games/slots/glyphs';
import {
  bonusBuyCost,
  glyphOf,
  readSlotConfig,
  readSlotState,
  slotParams,
  winPositions,
} from './slot-adapter';
import { hasDrawing } from './slot-glyph';
import { reelProgress, reelStrip, spinFrame } from './slot-spin';

const config = readSlotConfig({
  reels: 3,
  rows: 3,
  minBet: 10,
  maxBet: 1000,
  symbols: [
    { id: 'a', glyph: 'ace', pays: { 3: 500 } },
    { id: 'k', glyph: 'king', pays: [0, 0, 0, 300] },
    { id: 'w', glyph: 'wild', wild: true },
    { id: 's', glyph: 'scatter', kind: 'scatter' },
  ],
  lines: [
    [1, 1, 1],
    [0, 1, 2],
  ],
  bonusBuy: { cost: 10_000 },
});

test('every glyph the studio may name has a drawing', () => {
  for (const glyph of SLOT_GLYPHS) expect(hasDrawing(glyph), glyph).toBe(true);
});

describe('readSlotConfig', () => {
  test('symbols with pays by count, wild and scatter, lines, bonus buy', () => {
    expect(config.symbols.map((symbol) => symbol.pays[3] ?? 0)).toEqual([500, 300, 0, 0]);
    expect(config.symbols.map((symbol) => [symbol.wild, symbol.scatter])).toEqual([
      [false, false],
      [false, false],
      [true, false],
      [false, true],
    ]);
    expect(config.ways).toBe(false);
    expect(bonusBuyCost(config, 100)).toBe(10_000);
    expect(slotParams(100, true)).toEqual({ stake: 100, buyBonus: true });
  });

  test('no lines means ways; no bonus buy means none', () => {
    const ways = readSlotConfig({ reels: 5, rows: 3, symbols: ['ace'] });
    expect(ways.ways).toBe(true);
    expect(bonusBuyCost(ways, 100)).toBeNull();
  });
});

describe('readSlotState', () => {
  const window = [
    ['king', 'ace', 'king'],
    ['wild', 'ace', 'scatter'],
    [0, 0, 1],
  ];

  test('cells by index, id or glyph; a line win lit along its line', () => {
    expect(glyphOf(config, 'k')).toBe('king');
    expect(glyphOf(config, 2)).toBe('wild');
    const view = readSlotState(config, {
      spins: [{ window, wins: [{ line: 0, symbol: 'a', count: 3, win: 500 }] }],
    });
    expect(view?.spins[0]?.window[2]).toEqual(['ace', 'ace', 'king']);
    expect(view?.spins[0]?.wins[0]?.positions).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(view?.totalWin).toBe(500);
    expect(view?.freeSpinsAwarded).toBe(0);
  });

  test('free spins follow the base spin', () => {
    const view = readSlotState(config, {
      spins: [
        { window, wins: [] },
        { window, wins: [], win: 40 },
        { window, wins: [], win: 60 },
      ],
      freeSpins: { awarded: 2 },
    });
    expect(view?.spins.map((spin) => spin.free)).toEqual([false, true, true]);
    expect(view?.freeSpinsAwarded).toBe(2);
    expect(view?.totalWin).toBe(100);
  });

  test('ways wins light the symbol and wilds on the first reels; scatters anywhere', () => {
    const glyphs = [
      ['ace', 'king', 'scatter'],
      ['wild', 'king', 'ace'],
      ['king', 'scatter', 'queen'],
    ];
    expect(winPositions(config, glyphs, 'ace', 2, null)).toEqual([
      [0, 0],
      [1, 0],
      [1, 2],
    ]);
    expect(winPositions(config, glyphs, 'scatter', 2, null)).toEqual([
      [0, 2],
      [2, 1],
    ]);
  });

  test('a state without a window is not drawn', () => {
    expect(readSlotState(config, { spins: [] })).toBeNull();
  });
});

describe('spinning reels', () => {
  test('a strip starts on the old window and ends on the new one', () => {
    const strip = reelStrip(['a', 'b'], ['y', 'z'], ['f'], 3);
    expect(strip).toEqual(['a', 'b', 'f', 'f', 'f', 'y', 'z']);
  });

  test('reels stop one after another, each exactly at rest at its stop', () => {
    expect(reelProgress(0, 0, 700, 200)).toBe(0);
    expect(reelProgress(700, 0, 700, 200)).toBe(1);
    expect(reelProgress(700, 1, 700, 200)).toBeLessThan(1);
    const frame = spinFrame(
      [
        ['a', 'b', 'c'],
        ['a', 'b', 'c'],
      ],
      1,
      800,
      700,
      200,
    );
    expect(frame[0]).toBeNull();
    expect(frame[1]?.offset).toBeGreaterThan(0);
  });
});
