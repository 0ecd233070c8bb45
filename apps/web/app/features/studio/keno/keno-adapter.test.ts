import { expect, test } from 'vitest';
import { simulationFloats } from '@casino/games/fair';
import { kenoMachine, parseKenoParams } from '@casino/games/keno/keno';
import { kenoConfigFor } from '@casino/games/keno/keno-engine';
import {
  BOARD,
  kenoParams,
  kenoPaytable,
  quickPick,
  readKenoConfig,
  readKenoState,
  togglePick,
} from './keno-adapter';

const engineConfig = kenoConfigFor(1);

test('the tables are read by risk and number of marks', () => {
  const config = readKenoConfig(engineConfig);
  expect([...config.paytables.keys()].sort()).toEqual(['high', 'low', 'medium']);
  expect(kenoPaytable(config, 'high', 3)).toEqual(engineConfig.paytables.high[2]);
  expect(kenoPaytable(config, 'high', 3)).toHaveLength(4);
  expect(kenoPaytable(config, 'high', 11)).toEqual([]);
});

test('the body of a draw is what the engine parses, and its state reads back', () => {
  const params = parseKenoParams(engineConfig, kenoParams(engineConfig.minBet, [3, 9, 40], 'low'));
  const round = kenoMachine.start(engineConfig, params, simulationFloats(3));
  const view = readKenoState(round.state);
  expect(view?.picks).toEqual([3, 9, 40]);
  expect(view?.drawn).toHaveLength(10);
  expect([...(view?.hits ?? [])].sort()).toEqual([...round.state.hits].sort());
  expect(view?.multiplier).toBe(round.state.multiplier);
  expect(readKenoState({ params: { numbers: [] }, drawn: [1] })).toBeNull();
});

test('picks toggle, sorted, never past the maximum', () => {
  expect(togglePick([3, 9], 5, 10)).toEqual([3, 5, 9]);
  expect(togglePick([3, 5, 9], 5, 10)).toEqual([3, 9]);
  expect(togglePick([1, 2], 3, 2)).toEqual([1, 2]);
});

test('a quick pick is distinct numbers of the board', () => {
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const picks = quickPick(10, random);
  expect(new Set(picks).size).toBe(10);
  expect(picks.every((n) => n >= 1 && n <= BOARD)).toBe(true);
});
