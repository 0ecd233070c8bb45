import { describe, expect, test } from 'vitest';
import { ballOffset, plinkoBins, readPlinkoConfig, readPlinkoState } from './plinko-adapter';
import { ballAt } from './plinko-client';
import { simulationFloats } from '@casino/games/fair';
import { plinkoMachine } from '@casino/games/plinko/plinko';
import { plinkoConfigFor } from '@casino/games/plinko/plinko-engine';

const eight = [560, 210, 110, 100, 50, 100, 110, 210, 560];

describe('readPlinkoConfig', () => {
  test('the engine own configuration: paytables[risk][rows - 8]', () => {
    const engine = plinkoConfigFor(1);
    const config = readPlinkoConfig(engine);
    expect(config.risks).toEqual(['low', 'medium', 'high']);
    expect(config.rowOptions).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(plinkoBins(config, 'high', 16)).toEqual(engine.paytables.high[8]);
  });

  test('the engine state reads back', () => {
    const engine = plinkoConfigFor(1);
    const round = plinkoMachine.start(
      engine,
      { stake: 100, rows: 12, risk: 'medium' },
      simulationFloats(5),
    );
    const view = readPlinkoState(round.state);
    expect(view).toEqual({
      rows: 12,
      risk: 'medium',
      path: round.state.path,
      bin: round.state.bin,
      multiplier: round.state.multiplier,
    });
  });

  test('tables by risk then rows', () => {
    const config = readPlinkoConfig({
      minBet: 10,
      maxBet: 100,
      multipliers: { high: { 8: eight.map((m) => m * 2) }, low: { 8: eight, 9: [...eight, 560] } },
    });
    expect(config.risks).toEqual(['low', 'high']);
    expect(config.rowOptions).toEqual([8, 9]);
    expect(plinkoBins(config, 'low', 8)).toEqual(eight);
    expect(plinkoBins(config, 'high', 9)).toEqual([]);
  });

  test('a list of tables, and a table whose bins do not match its rows left out', () => {
    const config = readPlinkoConfig({
      paytables: [
        { risk: 'medium', rows: 8, multipliers: eight },
        { risk: 'medium', rows: 10, multipliers: eight },
      ],
    });
    expect(config.rowOptions).toEqual([8]);
  });
});

describe('the path', () => {
  test('decisions in any spelling; the bin is the count of rights unless stated', () => {
    const state = readPlinkoState({
      params: { rows: 4, risk: 'low' },
      path: ['R', 'L', 'R', 'R'],
      multiplier: 210,
    });
    expect(state).toEqual({ rows: 4, risk: 'low', path: [1, 0, 1, 1], bin: 3, multiplier: 210 });
    expect(readPlinkoState({ params: { rows: 2 }, directions: [true, false] })?.path).toEqual([
      1, 0,
    ]);
    expect(readPlinkoState({ params: { rows: 2 }, path: 'LL' })?.bin).toBe(0);
    expect(readPlinkoState({ path: ['up'] })).toBeNull();
  });

  test('the ball ends over its bin: rights minus half the rows', () => {
    const path = [1, 0, 1, 1];
    expect(ballOffset(path, 0)).toBe(0);
    expect(ballOffset(path, 4)).toBe(1);
    expect(ballAt(path, 4)).toEqual({ x: 1, y: 4.6 });
    expect(ballAt(path, -1)).toEqual({ x: 0, y: -0.4 });
    expect(ballAt(path, 1).x).toBe(0.5);
  });
});
