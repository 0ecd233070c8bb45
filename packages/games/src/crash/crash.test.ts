import { createHash, createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { simulationFloats } from '../fair.ts';
import {
  chainHashes,
  crashChain,
  crashFloatOf,
  crashFloats,
  crashPointFromFloat,
  crashPointOf,
  crashRtp,
  crashWinChance,
  crashWinCount,
  followsInChain,
} from './crash-chain.ts';
import { elapsedAt, multiplierAt } from './crash-curve.ts';
import { crashMachine, crashPublicState, parseCrashAction, parseCrashParams } from './crash.ts';
import { crashConfigFor, crashEngine } from './crash-engine.ts';

const config = crashConfigFor();
const seed = 'c'.repeat(64);

/** bustabit's verifier, written out with node:crypto and float arithmetic, to compare against. */
function bustabitGameResult(salt: string, gameHash: string): number {
  const digest = createHmac('sha256', salt).update(Buffer.from(gameHash, 'hex')).digest('hex');
  const x = parseInt(digest.slice(0, 13), 16) / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - x)) / 100);
}

describe('crash chain', () => {
  test('each hash is the SHA-256 of the previous hash’s hex text; the last is the commitment', () => {
    const hashes = chainHashes(seed, 5);
    expect(hashes[0]).toBe(seed);
    for (let i = 1; i < 5; i++)
      expect(hashes[i]).toBe(
        createHash('sha256')
          .update(hashes[i - 1]!)
          .digest('hex'),
      );
    const { commitment, games } = crashChain(seed, 5);
    expect(commitment).toBe(hashes[4]);
    expect(games).toEqual([hashes[3], hashes[2], hashes[1], hashes[0]]);
    expect(followsInChain(games[0]!, commitment)).toBe(true);
    expect(followsInChain(games[1]!, games[0]!)).toBe(true);
    expect(followsInChain(games[0]!, games[1]!)).toBe(false);
  });

  test('the crash point agrees with bustabit’s float verifier on 5,000 games', () => {
    const { games } = crashChain(seed, 5_001);
    for (const game of games)
      expect(crashPointOf(game, config.salt) / 100).toBe(bustabitGameResult(config.salt, game));
  });

  test.each([
    [0, 100],
    [0.5, 198],
    [0.25, 132],
    [2 ** -10, 100],
    [1 - 2 ** -52, Number.MAX_SAFE_INTEGER],
  ])('X = %f crashes at %i hundredths', (x, point) => {
    expect(crashPointFromFloat(x)).toBe(point);
  });

  test('the float source yields X once', () => {
    const rng = crashFloats(seed, config.salt);
    expect(rng.next()).toBe(crashFloatOf(seed, config.salt));
    expect(() => rng.next()).toThrow();
  });

  test.each([101, 150, 200, 333, 1000, 12_345, 1_000_000, 100_000_000])(
    'auto cash-out at %i hundredths returns exactly 99 percent less a remainder under target/100 · 2^-52',
    (target) => {
      // 0.99 - rtp = (99 · 2^52 - target · count) / (100 · 2^52), and the numerator is in [0, target).
      const shortfall = 99n * 2n ** 52n - BigInt(target) * crashWinCount(target);
      expect(shortfall >= 0n && shortfall < BigInt(target)).toBe(true);
      expect(Math.abs(crashRtp(target) - 0.99)).toBeLessThan((target / 100) * 2 ** -52 + 1e-16);
    },
  );

  test('the winning r are exactly those from 2^52 - count on: the boundary crash points straddle the target', () => {
    for (const target of [101, 200, 777, 10_000]) {
      const first = 2 ** 52 - Number(crashWinCount(target));
      expect(crashPointFromFloat(first / 2 ** 52)).toBeGreaterThanOrEqual(target);
      expect(crashPointFromFloat((first - 1) / 2 ** 52)).toBeLessThan(target);
    }
  });
});

describe('crash curve', () => {
  test('starts at 1.00x and reaches 2.00x after about 11.55 s', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(elapsedAt(200)).toBe(11_553);
    expect(multiplierAt(11_552)).toBe(199);
  });

  test('elapsedAt is the first millisecond showing the multiplier', () => {
    for (const m of [101, 150, 200, 1000, 12_345, 100_000]) {
      const ms = elapsedAt(m);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(m);
      expect(multiplierAt(ms - 1)).toBeLessThan(m);
    }
  });
});

describe('crash rounds', () => {
  const point = (x: number) => ({ next: () => x });

  test('the crash point stays hidden until the round is over', () => {
    const open = crashMachine.start(config, { stake: 100 }, point(0.5));
    expect(open.finished).toBe(false);
    expect(open.state.crashPoint).toBe(198);
    expect(crashPublicState(open.state, false)).not.toHaveProperty('crashPoint');
    expect(crashPublicState(open.state, true)).toHaveProperty('crashPoint', 198);
    expect(crashEngine.publicState(config, open.state, false)).toEqual({
      params: { stake: 100 },
      cashedOutAt: null,
    });
  });

  test('a cash-out below the crash point wins stake × multiplier; at or past it it is refused', () => {
    const open = crashMachine.start(config, { stake: 250 }, point(0.5));
    const out = crashMachine.act!(
      config,
      open.state,
      { type: 'cashout', multiplier: 197 },
      point(0),
    );
    expect(out).toMatchObject({ finished: true, stake: 250, win: 492 });
    expect(() =>
      crashMachine.act!(config, open.state, { type: 'cashout', multiplier: 198 }, point(0)),
    ).toThrow(expect.objectContaining({ code: 'busted' }));
    expect(() =>
      crashMachine.act!(config, out.state, { type: 'cashout', multiplier: 150 }, point(0)),
    ).toThrow(expect.objectContaining({ code: 'finished' }));
  });

  test('a late manual cash-out past the auto target pays the auto target', () => {
    const open = crashMachine.start(config, { stake: 100, auto_cashout: 150 }, point(0.5));
    const out = crashMachine.act!(
      config,
      open.state,
      { type: 'cashout', multiplier: 180 },
      point(0),
    );
    expect(out.win).toBe(150);
  });

  test('at the bust the auto cash-out is paid when reached (≥), otherwise the stake is lost', () => {
    const reached = crashMachine.start(config, { stake: 100, auto_cashout: 198 }, point(0.5));
    expect(crashMachine.settleAbandoned!(config, reached.state, point(0))).toMatchObject({
      win: 198,
      finished: true,
    });
    const missed = crashMachine.start(config, { stake: 100, auto_cashout: 199 }, point(0.5));
    expect(crashMachine.settleAbandoned!(config, missed.state, point(0))).toMatchObject({
      win: 0,
      finished: true,
    });
    const manual = crashMachine.start(config, { stake: 100 }, point(0.5));
    expect(crashMachine.settleAbandoned!(config, manual.state, point(0)).win).toBe(0);
  });

  test('a round replays from the chain: the same game hash gives the same crash point to every player', () => {
    const game = crashChain(seed, 10).games[3]!;
    const a = crashMachine.start(config, { stake: 100 }, crashFloats(game, config.salt));
    const b = crashMachine.start(
      config,
      { stake: 5000, auto_cashout: 300 },
      crashFloats(game, config.salt),
    );
    expect(a.state.crashPoint).toBe(b.state.crashPoint);
    expect(a.state.crashPoint / 100).toBe(bustabitGameResult(config.salt, game));
  });

  test('10^6 rounds at auto 2.00x return the stated 99 % within 4 standard deviations', () => {
    const rng = simulationFloats(11);
    const rounds = 1_000_000;
    let staked = 0;
    let won = 0;
    for (let i = 0; i < rounds; i++) {
      const round = crashEngine.simulateRound(config, rng);
      staked += round.stake;
      won += round.win;
    }
    const p = crashWinChance(200);
    const sd = (2 * Math.sqrt(p * (1 - p))) / Math.sqrt(rounds);
    expect(crashEngine.rtp(config)).toBeCloseTo(0.99, 12);
    expect(Math.abs(won / staked - crashEngine.rtp(config))).toBeLessThan(4 * sd);
  });

  test.each([
    [{ stake: 5 }, 'stake'],
    [{ stake: 100, auto_cashout: 100 }, 'auto_cashout'],
    [{ stake: 100, auto_cashout: 2.5 }, 'auto_cashout'],
  ])('%j is refused on %s', (input, field) => {
    expect(() => parseCrashParams(config, input)).toThrow(expect.objectContaining({ code: field }));
  });

  test('actions: only a cash-out with a whole multiplier', () => {
    expect(parseCrashAction({ type: 'cashout', multiplier: 150 })).toEqual({
      type: 'cashout',
      multiplier: 150,
    });
    expect(() => parseCrashAction({ type: 'double' })).toThrow(
      expect.objectContaining({ code: 'type' }),
    );
    expect(() => parseCrashAction({ type: 'cashout' })).toThrow(
      expect.objectContaining({ code: 'multiplier' }),
    );
  });
});
