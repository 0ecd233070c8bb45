import { describe, expect, test } from 'vitest';
import { compileSlot } from './slot-compiled.ts';
import { slotConfigProblems } from './slot-config-check.ts';
import { fixtureConfig } from './slot-test-kit.ts';
import { payWindow } from './slot-pays.ts';

const LINES = fixtureConfig(
  {
    type: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ],
  },
  [3, 3, 3, 3, 3],
);
const WAYS = fixtureConfig({ type: 'ways' }, [3, 3, 3, 3, 3]);
const MEGAWAYS = fixtureConfig({ type: 'megaways', minRows: 2, maxRows: 7 }, [7, 7, 7, 7, 7]);

/** A window from its rows as text, top row first (every row lists one symbol per reel). */
function windowOf(config: typeof LINES, rows: string[]) {
  const slot = compileSlot(config);
  const grid = rows.map((row) => row.split(' ').map((id) => slot.ids.indexOf(id)));
  return grid[0]!.map((_, reel) => grid.map((row) => row[reel]!));
}

/** Reels of any heights, each given top to bottom. */
function reelsOf(config: typeof WAYS, reels: string[]) {
  const slot = compileSlot(config);
  return reels.map((reel) => reel.split(' ').map((id) => slot.ids.indexOf(id)));
}

const TOP = 'ten ace ten ace ten';
const BOTTOM = 'ace ten ace ten ace';

describe('line pays', () => {
  test.each([
    ['a wild completes a line', 'crown crown wild crown ten', 'crown', 4, 250],
    ['a line pays its highest combination only', 'wild wild wild ten ten', 'wild', 3, 150],
    ['wilds pay as the symbol when that pays more', 'wild wild wild wild crown', 'crown', 5, 1000],
    [
      'leading wilds stand in for the best short combination',
      'wild wild scatter ace ace',
      'crown',
      2,
      10,
    ],
    ['wilds lead into the first other symbol', 'wild wild ace ace ten', 'ace', 4, 60],
    ['a short run pays where the table has it', 'crown crown ace ace ace', 'crown', 2, 10],
  ])('%s: %s', (_rule, middle, symbol, count, pay) => {
    const paid = payWindow(compileSlot(LINES), windowOf(LINES, [TOP, middle, BOTTOM]));
    expect(paid.lines).toEqual([{ line: 0, symbol, count, pay }]);
    expect(paid.total).toBe(pay);
  });

  test.each([
    ['left to right only', 'ace ten ten ten ten'],
    ['a run must start on the first reel', 'ten ten ace ten ten'],
    ['a scatter is no wild', 'ten ten scatter ten ten'],
  ])('%s: %s pays nothing', (_rule, middle) => {
    const paid = payWindow(compileSlot(LINES), windowOf(LINES, [TOP, middle, BOTTOM]));
    expect(paid.lines).toEqual([]);
  });

  test('every line pays on its own', () => {
    const rows = ['ace ace ace ten ten', 'crown crown wild crown ten', 'ten ten ten ten ten'];
    const paid = payWindow(compileSlot(LINES), windowOf(LINES, rows));
    expect(paid.lines.map((l) => [l.line, l.symbol, l.count])).toEqual([
      [0, 'crown', 4],
      [1, 'ace', 3],
      [2, 'ten', 5],
    ]);
    expect(paid.total).toBe(250 + 30 + 80);
  });
});

describe('scatters', () => {
  test.each([
    [2, ['scatter ace ten ace ten', 'crown ten ace crown ten', 'ace ten ace scatter ace'], 0, 0],
    [
      3,
      ['scatter ace ten ace ten', 'crown ten scatter crown ten', 'ace ten ace scatter ace'],
      200,
      5,
    ],
    [
      4,
      ['scatter ace ten ace scatter', 'crown ten scatter crown ten', 'ace ten ace scatter ace'],
      1000,
      8,
    ],
  ])('%i scatters anywhere pay and trigger: %j', (_count, rows, pay, freeSpins) => {
    const paid = payWindow(compileSlot(LINES), windowOf(LINES, rows));
    expect(paid.scatter?.pay ?? 0).toBe(pay);
    expect(paid.freeSpins).toBe(freeSpins);
  });
});

describe('ways', () => {
  test('ways are the product of the matching counts of the reels from the left', () => {
    const reels = reelsOf(WAYS, [
      'ace ten crown',
      'ace ace ten',
      'wild ace ten',
      'crown ten ten',
      'ace ace ace',
    ]);
    const paid = payWindow(compileSlot(WAYS), reels);
    const ace = paid.ways.find((w) => w.symbol === 'ace');
    expect(ace).toEqual({ symbol: 'ace', count: 3, ways: 1 * 2 * 2, pay: 30 * 4 });
    const ten = paid.ways.find((w) => w.symbol === 'ten');
    expect(ten).toEqual({ symbol: 'ten', count: 4, ways: 1 * 1 * 2 * 2, pay: 40 * 4 });
  });

  test('megaways counts ways over reels of different heights', () => {
    const reels = reelsOf(MEGAWAYS, [
      'crown ten',
      'crown crown wild ace ten ace ten',
      'ten crown ace',
      'crown ace ten crown wild',
      'ace ten',
    ]);
    const paid = payWindow(compileSlot(MEGAWAYS), reels);
    expect(paid.ways.find((w) => w.symbol === 'crown')).toEqual({
      symbol: 'crown',
      count: 4,
      ways: 1 * 3 * 1 * 3,
      pay: 250 * 9,
    });
  });
});

describe('configuration checks', () => {
  test.each([
    ['a ways wild that pays', { ...WAYS, symbols: LINES.symbols }, 'a ways wild only stands in'],
    [
      'a line off the window',
      { ...LINES, mode: { type: 'lines' as const, lines: [[0, 1, 2, 3, 1]] } },
      'line 0',
    ],
    [
      'an unknown symbol',
      { ...LINES, strips: [...LINES.strips.slice(1), ['joker']] },
      'unknown joker',
    ],
    [
      'a gap in a pay table',
      {
        ...LINES,
        symbols: [...LINES.symbols.slice(1), { ...LINES.symbols[0]!, pays: { 3: 5, 5: 10 } }],
      },
      'ten pays nothing for 4',
    ],
  ])('%s is refused', (_case, config, problem) => {
    expect(slotConfigProblems(config).join('; ')).toContain(problem);
    expect(() => compileSlot(config)).toThrow(problem);
  });

  test('the hand-written configurations are sound', () => {
    for (const config of [LINES, WAYS, MEGAWAYS]) expect(slotConfigProblems(config)).toEqual([]);
  });
});
