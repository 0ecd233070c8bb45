import { describe, expect, test } from 'vitest';
import { simulationFloats } from '@casino/games/fair';
import { SLOT_GLYPHS } from '@casino/games/slots/glyphs';
import { parseSlotParams, slotMachine, slotStake } from '@casino/games/slots/slot';
import { slotGameFor } from '@casino/games/slots/slot-catalogue';
import type { CatalogueGameFacts } from '@casino/games/catalogue-game';
import {
  bonusBuyCost,
  readSlotConfig,
  readSlotState,
  slotParams,
  winPositions,
} from './slot-adapter';
import { hasDrawing } from './slot-glyph';
import { reelProgress, reelStrip, spinFrame } from './slot-spin';

const facts = (
  identifier: string,
  layout: { lines: number } | { ways: number },
): CatalogueGameFacts => ({
  identifier,
  title: identifier,
  kind: 'slot',
  theme: 'egypt',
  volatility: 'medium',
  lines: 'lines' in layout ? layout.lines : null,
  ways: 'ways' in layout ? layout.ways : null,
});

const lines = slotGameFor(facts('studio:egypt-lines', { lines: 10 })).config;
const ways = slotGameFor(facts('studio:egypt-ways', { ways: 243 })).config;

test('every glyph the studio may name has a drawing', () => {
  for (const glyph of SLOT_GLYPHS) expect(hasDrawing(glyph), glyph).toBe(true);
});

describe('the engine configurations read', () => {
  test('a lines game: reels, rows, its lines, wild and scatter, pays by count', () => {
    const config = readSlotConfig(lines);
    expect(config.reels).toBe(lines.rows.length);
    expect(config.rows).toBe(Math.max(...lines.rows));
    expect(config.ways).toBe(false);
    expect(config.lines.length).toBe(lines.mode.type === 'lines' ? lines.mode.lines.length : -1);
    expect(config.symbols.map((symbol) => symbol.glyph)).toEqual(
      lines.symbols.map((symbol) => symbol.glyph),
    );
    expect(config.symbols.filter((symbol) => symbol.wild).length).toBe(
      lines.symbols.filter((symbol) => symbol.kind === 'wild').length,
    );
    const first = lines.symbols[0];
    const read = config.symbols[0];
    for (const [count, pay] of Object.entries(first?.pays ?? {}))
      expect(read?.pays[Number(count)]).toBe(pay);
  });

  test('a ways game has no lines', () => {
    expect(readSlotConfig(ways).ways).toBe(true);
  });

  test('the bonus buy costs what the engine stakes', () => {
    const config = readSlotConfig(lines);
    if (!lines.bonusBuy) {
      expect(bonusBuyCost(config, 100)).toBeNull();
      return;
    }
    const params = parseSlotParams(lines, slotParams(100, true));
    expect(bonusBuyCost(config, 100)).toBe(slotStake(lines, params));
  });
});

describe('the engine rounds read', () => {
  test.each([
    ['lines', lines],
    ['ways', ways],
  ])('%s: every spin, its window as glyphs, its wins lit', (_mode, config) => {
    const read = readSlotConfig(config);
    let won = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const round = slotMachine.start(
        config,
        parseSlotParams(config, slotParams(100, false)),
        simulationFloats(seed),
      );
      const view = readSlotState(read, round.state);
      expect(view?.spins.length).toBe(round.state.spins.length);
      expect(view?.totalWin).toBe(round.win);
      for (const [index, spin] of (view?.spins ?? []).entries()) {
        const engineSpin = round.state.spins[index];
        expect(spin.window.length).toBe(read.reels);
        expect(spin.window.flat().every((glyph) => hasDrawing(glyph))).toBe(true);
        expect(spin.free).toBe(engineSpin?.kind === 'free');
        for (const win of spin.wins) expect(win.positions.length).toBeGreaterThan(0);
        won += spin.wins.length;
      }
    }
    expect(won).toBeGreaterThan(0);
  });

  test('a state without spins is not drawn', () => {
    expect(readSlotState(readSlotConfig(lines), { spins: [] })).toBeNull();
  });

  test('ways wins light the symbol and wilds on the first reels; scatters anywhere', () => {
    const config = readSlotConfig(ways);
    const wild = config.symbols.find((symbol) => symbol.wild)?.glyph ?? 'wild';
    const scatter = config.symbols.find((symbol) => symbol.scatter)?.glyph ?? 'scatter';
    const glyphs = [
      ['ace', 'king', scatter],
      [wild, 'king', 'ace'],
      ['king', scatter, 'queen'],
    ];
    expect(winPositions(config, glyphs, 'ace', 2, null)).toEqual([
      [0, 0],
      [1, 0],
      [1, 2],
    ]);
    expect(winPositions(config, glyphs, scatter, 2, null)).toEqual([
      [0, 2],
      [2, 1],
    ]);
  });
});

describe('spinning reels', () => {
  test('a strip starts on the old window and ends on the new one', () => {
    expect(reelStrip(['a', 'b'], ['y', 'z'], ['f'], 3)).toEqual([
      'a',
      'b',
      'f',
      'f',
      'f',
      'y',
      'z',
    ]);
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
