import { describe, expect, test } from 'vitest';
import { fairFloats, simulationFloats } from '../fair.ts';
import {
  minesMachine,
  minesMultiplier,
  minesPublicState,
  minesRtp,
  parseMinesAction,
  parseMinesParams,
  placeMines,
  safeChance,
  type MinesState,
} from './mines.ts';
import { ALL_MINES_PLANS, MINES_PLANS, minesConfigFor, minesEngine } from './mines-engine.ts';

const config = minesConfigFor();
const constant = (x: number) => ({ next: () => x });

describe('mines', () => {
  test.each([
    [1, 1, 103], // 0.99 · 25/24
    [3, 1, 112], // 0.99 · 25/22 = 1.125
    [5, 5, 339], // 0.99 · C(25,5)/C(20,5) = 3.3926
    [24, 1, 2475], // 0.99 · 25
    [1, 24, 2475], // 0.99 · 25
    [12, 13, 514_829_700], // 0.99 · C(25,13) = 5,148,297x
  ])('%i mines, %i safe picks pay %i hundredths', (mines, picks, multiplier) => {
    expect(minesMultiplier(config, mines, picks)).toBe(multiplier);
  });

  test('every plan returns at most 99 %, less only the floor to hundredths', () => {
    expect(ALL_MINES_PLANS).toHaveLength(300);
    for (const { mines, picks } of ALL_MINES_PLANS) {
      const rtp = minesRtp(config, mines, picks);
      expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
      expect(rtp).toBeGreaterThan(0.99 - 0.01 * safeChance(mines, picks) - 1e-12);
    }
    expect(minesEngine.rtp(config)).toBeGreaterThan(0.985);
    expect(minesEngine.rtp(config)).toBeLessThanOrEqual(0.99);
  });

  test('mines are picked without replacement from the shrinking range', () => {
    // floor(0 · 25) = cell 0, then floor(0 · 24) = cell 1 of the cells left...
    expect(placeMines(3, constant(0))).toEqual([0, 1, 2]);
    expect(placeMines(3, constant(0.999))).toEqual([24, 23, 22]);
    const floats = [0.5, 0.5];
    let i = 0;
    // floor(0.5 · 25) = 12 → cell 12; then floor(0.5 · 24) = 12 of [0..11, 13..24] → cell 13.
    expect(placeMines(2, { next: () => floats[i++]! })).toEqual([12, 13]);
    const all = placeMines(24, simulationFloats(3));
    expect(new Set(all).size).toBe(24);
  });

  test('reveal, reveal, cash out; a mine loses; all safe cells cash out by themselves', () => {
    const open = minesMachine.start(config, { stake: 1000, mines: 3 }, constant(0)); // mines 0, 1, 2
    expect(open.finished).toBe(false);
    const one = minesMachine.act!(config, open.state, { type: 'reveal', cell: 10 }, constant(0));
    expect(() =>
      minesMachine.act!(config, one.state, { type: 'reveal', cell: 10 }, constant(0)),
    ).toThrow(expect.objectContaining({ code: 'cell' }));
    const two = minesMachine.act!(config, one.state, { type: 'reveal', cell: 11 }, constant(0));
    const out = minesMachine.act!(config, two.state, { type: 'cashout' }, constant(0));
    expect(out).toMatchObject({
      finished: true,
      win: Math.floor((1000 * minesMultiplier(config, 3, 2)) / 100),
    });
    expect(() => minesMachine.act!(config, out.state, { type: 'cashout' }, constant(0))).toThrow(
      expect.objectContaining({ code: 'finished' }),
    );
    const boom = minesMachine.act!(config, two.state, { type: 'reveal', cell: 1 }, constant(0));
    expect(boom).toMatchObject({ finished: true, win: 0, state: { hitMine: 1 } });

    let round = minesMachine.start(config, { stake: 100, mines: 24 }, constant(0)); // safe: cell 24
    round = minesMachine.act!(config, round.state, { type: 'reveal', cell: 24 }, constant(0));
    expect(round).toMatchObject({ finished: true, win: 2475 });
  });

  test('a cash-out needs a revealed cell; an abandoned round cashes out what it revealed, or returns the stake', () => {
    const open = minesMachine.start(config, { stake: 500, mines: 5 }, constant(0));
    expect(() => minesMachine.act!(config, open.state, { type: 'cashout' }, constant(0))).toThrow(
      expect.objectContaining({ code: 'nothing_revealed' }),
    );
    expect(minesMachine.settleAbandoned!(config, open.state, constant(0))).toMatchObject({
      finished: true,
      win: 500,
    });
    const one = minesMachine.act!(config, open.state, { type: 'reveal', cell: 20 }, constant(0));
    expect(minesMachine.settleAbandoned!(config, one.state, constant(0)).win).toBe(
      Math.floor((500 * minesMultiplier(config, 5, 1)) / 100),
    );
  });

  test('the mines stay hidden until the round is over', () => {
    const open = minesMachine.start(config, { stake: 100, mines: 3 }, constant(0));
    expect(minesPublicState(config, open.state, false)).not.toHaveProperty('mines');
    expect(minesPublicState(config, open.state, false)).toMatchObject({
      multiplier: 99,
      nextMultiplier: 112,
    });
    expect(minesEngine.publicState(config, open.state, true)).toHaveProperty('mines', [0, 1, 2]);
  });

  test('10^6 rounds of 3 mines cashed out after 2 picks return the exact figure within 4 standard deviations', () => {
    const rng = simulationFloats(13);
    const rounds = 1_000_000;
    let won = 0;
    for (let i = 0; i < rounds; i++) {
      let round = minesMachine.start(config, { stake: 100, mines: 3 }, rng);
      for (const cell of [0, 1])
        if (!round.finished)
          round = minesMachine.act!(config, round.state, { type: 'reveal', cell }, rng);
      if (!round.finished) round = minesMachine.act!(config, round.state, { type: 'cashout' }, rng);
      won += round.win;
    }
    const p = safeChance(3, 2);
    const multiplier = minesMultiplier(config, 3, 2) / 100;
    const sd = (multiplier * Math.sqrt(p * (1 - p))) / Math.sqrt(rounds);
    expect(Math.abs(won / (100 * rounds) - minesRtp(config, 3, 2))).toBeLessThan(4 * sd);
  });

  test('2·10^5 rounds of the representative plans return the stated figure within 4 standard deviations', () => {
    const rng = simulationFloats(17);
    const rounds = 200_000;
    let sum = 0;
    for (let i = 0; i < rounds; i++) {
      const round = minesEngine.simulateRound(config, rng);
      sum += round.win / round.stake;
    }
    // E[m²] of one round: each plan pays its multiplier with its safe chance.
    const second =
      MINES_PLANS.reduce(
        (acc, { mines, picks }) =>
          acc + (minesMultiplier(config, mines, picks) / 100) ** 2 * safeChance(mines, picks),
        0,
      ) / MINES_PLANS.length;
    const rtp = minesEngine.rtp(config);
    const sd = Math.sqrt(second - rtp ** 2) / Math.sqrt(rounds);
    expect(Math.abs(sum / rounds - rtp)).toBeLessThan(4 * sd);
  });

  test('a round replays from its seeds and its actions', () => {
    const seeds = { serverSeed: 'e'.repeat(64), clientSeed: 'mines', nonce: 1 };
    const play = () => {
      let round = minesMachine.start(config, { stake: 100, mines: 4 }, fairFloats(seeds));
      const safe = [...Array(25).keys()].filter((cell) => !round.state.mines.includes(cell));
      for (const cell of safe.slice(0, 3)) {
        const state: MinesState = round.state;
        round = minesMachine.act!(config, state, { type: 'reveal', cell }, fairFloats(seeds));
      }
      return minesMachine.act!(config, round.state, { type: 'cashout' }, fairFloats(seeds));
    };
    expect(play()).toEqual(play());
    expect(play().state.mines).toEqual(placeMines(4, fairFloats(seeds)));
  });

  test.each([
    [{ stake: 100, mines: 0 }, 'mines'],
    [{ stake: 100, mines: 25 }, 'mines'],
    [{ stake: 1, mines: 3 }, 'stake'],
  ])('%j is refused on %s', (input, field) => {
    expect(() => parseMinesParams(config, input)).toThrow(expect.objectContaining({ code: field }));
  });

  test('actions are a reveal of a cell 0..24 or a cash-out', () => {
    expect(parseMinesAction({ type: 'reveal', cell: 24 })).toEqual({ type: 'reveal', cell: 24 });
    expect(parseMinesAction({ type: 'cashout' })).toEqual({ type: 'cashout' });
    expect(() => parseMinesAction({ type: 'reveal', cell: 25 })).toThrow(
      expect.objectContaining({ code: 'cell' }),
    );
    expect(() => parseMinesAction({ type: 'flag' })).toThrow(
      expect.objectContaining({ code: 'type' }),
    );
  });
});
