import { describe, expect, test } from 'vitest';
import {
  readRevealed,
  readRound,
  readRoundAnswer,
  readSession,
  StudioShapeError,
} from './studio-session';

const round = {
  id: 'r1',
  engine: 'dice',
  nonce: 4,
  params: { stake: 100, target: 5000, direction: 'under' },
  actions: [],
  state: { roll: 1234 },
  stake: 100,
  win: 198,
  finished: true,
  started_at: '2026-11-25T10:00:00.000Z',
  finished_at: '2026-11-25T10:00:00.100Z',
};

const session = {
  game: {
    identifier: 'studio:dice',
    title: 'Dice',
    engine: 'dice',
    config: { edgeBasisPoints: 100, minBet: 10, maxBet: 10000 },
    presentation: { theme: 'neon', live: false },
    rtp: 0.99,
    hit_rate: 0.5,
  },
  mode: 'demo',
  currency: 'FUN',
  balance: 100_000,
  seeds: { server_seed_hash: 'ab'.repeat(32), client_seed: 'seed', nonce: 5 },
  open_round: null,
  min_round_ms: 1000,
};

describe('readSession', () => {
  test('reads the session answer of the contract', () => {
    const read = readSession(session);
    expect(read.game.engine).toBe('dice');
    expect(read.mode).toBe('demo');
    expect(read.balance).toBe(100_000);
    expect(read.seeds.nonce).toBe(5);
    expect(read.min_round_ms).toBe(1000);
    expect(read.open_round).toBeNull();
  });

  test('an open round is read too', () => {
    expect(
      readSession({ ...session, open_round: { ...round, finished: false } }).open_round?.finished,
    ).toBe(false);
  });

  test('an engine the studio does not have, or a fractional balance, is refused', () => {
    expect(() => readSession({ ...session, game: { ...session.game, engine: 'sic-bo' } })).toThrow(
      StudioShapeError,
    );
    expect(() => readSession({ ...session, balance: 10.5 })).toThrow(StudioShapeError);
    expect(() => readSession(null)).toThrow(StudioShapeError);
  });

  test('a missing or negative minimum round duration reads as none', () => {
    expect(readSession({ ...session, min_round_ms: undefined }).min_round_ms).toBe(0);
    expect(readSession({ ...session, min_round_ms: -5 }).min_round_ms).toBe(0);
  });
});

test('round answers, rounds and revealed seeds', () => {
  expect(readRoundAnswer({ round, balance: 100_098 })).toMatchObject({
    balance: 100_098,
    round: { win: 198 },
  });
  expect(readRound({ ...round, finished_at: null }).finished_at).toBeNull();
  expect(() => readRound({ ...round, stake: '100' })).toThrow(StudioShapeError);
  const revealed = readRevealed({
    revealed: {
      server_seed: 'cd'.repeat(32),
      server_seed_hash: 'ab'.repeat(32),
      client_seed: 'a',
      nonce: 9,
    },
    seeds: { server_seed_hash: 'ef'.repeat(32), client_seed: 'b', nonce: 0 },
  });
  expect(revealed.revealed.nonce).toBe(9);
  expect(revealed.seeds.client_seed).toBe('b');
});
