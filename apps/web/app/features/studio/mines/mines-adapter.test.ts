import { expect, test } from 'vitest';
import { minesMachine, minesPublicState, type MinesState } from '@casino/games/mines/mines';
import { simulationFloats } from '@casino/games/fair';
import {
  cashoutAction,
  minesParams,
  multiplierAfter,
  readMinesConfig,
  readMinesState,
  revealAction,
} from './mines-adapter';

const config = readMinesConfig({ edgeBasisPoints: 100, minBet: 10, maxBet: 100 });

test('the multiplier before a round is the engine own', () => {
  expect(multiplierAfter(config, 1, 0)).toBe(99);
  expect(multiplierAfter(config, 24, 1)).toBe(2475);
});

test('the engine public states read: open (no mines shown), lost on a hit mine, cashed out', () => {
  const rng = simulationFloats(7);
  const start = minesMachine.start(config, minesParams(10, 3), rng);
  const safeCell = [...Array(25).keys()].find((cell) => !start.state.mines.includes(cell)) ?? 0;
  const open = minesMachine.act!(config, start.state, revealAction(safeCell), rng);
  const view = readMinesState(minesPublicState(config, open.state, open.finished));
  expect(view).toMatchObject({
    mines: 3,
    revealed: [safeCell],
    minePositions: [],
    hit: null,
    busted: false,
  });
  expect(view?.multiplier).toBe(multiplierAfter(config, 3, 1));
  expect(view?.nextMultiplier).toBe(multiplierAfter(config, 3, 2));

  const mine = start.state.mines[0] ?? 0;
  const lost = minesMachine.act!(config, open.state, revealAction(mine), rng);
  const lostView = readMinesState(
    minesPublicState(config, lost.state as MinesState, lost.finished),
  );
  expect(lostView).toMatchObject({ hit: mine, busted: true, revealed: [safeCell] });
  expect(lostView?.minePositions.sort()).toEqual([...start.state.mines].sort());

  const cashed = minesMachine.act!(config, open.state, cashoutAction(), rng);
  expect(readMinesState(minesPublicState(config, cashed.state, cashed.finished))).toMatchObject({
    cashedOut: true,
    busted: false,
  });
  expect(readMinesState({ revealed: [] })).toBeNull();
});
