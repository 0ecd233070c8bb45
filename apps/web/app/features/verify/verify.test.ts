import { describe, expect, test } from 'vitest';
import { fairFloats, hashServerSeed } from '@casino/games/fair';
import { diceMachine } from '@casino/games/dice/dice';
import { loadEngine } from './load-engine.ts';
import {
  parseValues,
  valuesFromQuery,
  valuesFromRound,
  type VerifyValues,
} from './verify-values.ts';
import { verifyRound } from './verify-round.ts';

const SERVER_SEED = 'a'.repeat(64);
const CONFIG = { edgeBasisPoints: 100, minBet: 10, maxBet: 100_000 };
const PARAMS = { stake: 500, target: 5000, direction: 'under' };

const values = (overrides: Partial<VerifyValues> = {}): VerifyValues => ({
  server_seed: SERVER_SEED,
  server_seed_hash: hashServerSeed(SERVER_SEED),
  client_seed: 'lucky',
  nonce: '7',
  engine: 'dice',
  config: JSON.stringify(CONFIG),
  params: JSON.stringify(PARAMS),
  actions: '[]',
  game_hash: '',
  previous_hash: '',
  ...overrides,
});

async function verify(input: VerifyValues) {
  const parsed = parseValues(input);
  if (!parsed.ok) throw new Error(`unparsed: ${parsed.field}`);
  return verifyRound(parsed);
}

describe('the verify page recomputes a round with the studio code', () => {
  test('a dice round replays to the roll the studio machine draws from the same seeds', async () => {
    const expected = diceMachine.start(
      CONFIG,
      { stake: 500, target: 5000, direction: 'under' },
      fairFloats({ serverSeed: SERVER_SEED, clientSeed: 'lucky', nonce: 7 }),
    );
    const result = await verify(values());
    expect(result).toMatchObject({
      ok: true,
      hashMatches: true,
      stake: expected.stake,
      win: expected.win,
      finished: true,
      state: expected.state,
    });
    if (result.ok) expect(result.floats).toHaveLength(1);
  });

  test('another nonce is another round; a seed that is not the committed one says so', async () => {
    const other = await verify(values({ nonce: '8' }));
    const first = await verify(values());
    expect(other.ok && first.ok && other.floats[0] !== first.floats[0]).toBe(true);
    const wrong = await verify(values({ server_seed_hash: hashServerSeed('b'.repeat(64)) }));
    expect(wrong).toMatchObject({ ok: true, hashMatches: false });
    expect(await verify(values({ server_seed_hash: '' }))).toMatchObject({ hashMatches: null });
  });

  test('an unknown engine and parameters the engine refuses are reported, not thrown', async () => {
    expect(await verify(values({ engine: 'pachinko' }))).toEqual({
      ok: false,
      error: 'unknown_engine',
    });
    expect(
      await verify(values({ params: JSON.stringify({ ...PARAMS, direction: 'sideways' }) })),
    ).toEqual({
      ok: false,
      error: 'input',
      code: 'direction',
    });
  });

  test('every engine of the studio registry loads by name (slot from slots/)', async () => {
    const { ENGINES } = await import('@casino/games/engines');
    for (const name of Object.keys(ENGINES)) expect((await loadEngine(name))?.name).toBe(name);
    expect(await loadEngine('')).toBeNull();
  });
});

describe('the verify form', () => {
  test.each([
    [{ server_seed: ' ' }, 'server_seed', 'required'],
    [{ nonce: '-1' }, 'nonce', 'nonce'],
    [{ nonce: '1.5' }, 'nonce', 'nonce'],
    [{ config: '{oops' }, 'config', 'json'],
    [{ actions: '{}' }, 'actions', 'actions'],
    [{ engine: '' }, 'engine', 'required'],
    [{ config: ' ' }, 'config', 'required'],
  ] as const)('%j is refused at %s (%s)', (overrides, field, error) => {
    expect(parseValues(values(overrides))).toEqual({ ok: false, field, error });
  });

  test('a link query fills the fields it names and leaves the others at their defaults', () => {
    const filled = valuesFromQuery(new URLSearchParams('server_seed=abc&nonce=3&unknown=1'));
    expect(filled).toMatchObject({ server_seed: 'abc', nonce: '3', actions: '[]' });
    expect(filled).not.toHaveProperty('unknown');
  });

  test('a stored round fills every field; its server seed stays empty until it is revealed', () => {
    const round = {
      id: 'r1',
      engine: 'dice',
      config: CONFIG,
      params: PARAMS,
      actions: [],
      state: {},
      stake: 500,
      win: 0,
      finished: true,
      started_at: '2026-01-01T00:00:00Z',
      finished_at: '2026-01-01T00:00:01Z',
      seeds: { server_seed_hash: 'h', client_seed: 'c', nonce: 4, server_seed: null },
    };
    expect(valuesFromRound(round)).toEqual({
      server_seed: '',
      server_seed_hash: 'h',
      client_seed: 'c',
      nonce: '4',
      engine: 'dice',
      config: JSON.stringify(CONFIG),
      params: JSON.stringify(PARAMS),
      actions: '[]',
      game_hash: '',
      previous_hash: '',
    });
    const { config: _config, ...withoutConfig } = round;
    expect(valuesFromRound({ ...withoutConfig, id: '9' }).config).toBe('');
  });
});

describe('a crash game is checked from its hash chain', () => {
  test('the crash point comes from the game hash and the salt; the chain links it to the game before', async () => {
    const chain = await import('@casino/games/crash/crash-chain');
    const { commitment, games } = chain.crashChain('c'.repeat(64), 3);
    const [, gameHash = ''] = games;
    const previous = games[0] ?? commitment;
    const salt = 'd'.repeat(64);
    const parsed = parseValues({
      ...values({ engine: 'crash', server_seed: '', game_hash: gameHash, previous_hash: previous }),
      config: JSON.stringify({ salt, minBet: 10, maxBet: 100_000 }),
      params: JSON.stringify({ stake: 100, auto_cashout: 150 }),
    });
    expect(parsed).toMatchObject({ ok: true, source: { kind: 'chain', gameHash, salt } });
    if (!parsed.ok) return;
    const result = await verifyRound(parsed);
    expect(result).toMatchObject({ ok: true, hash: gameHash, hashMatches: true });
    if (result.ok) expect(result.floats[0]).toBe(chain.crashFloatOf(gameHash, salt));
    const unlinked = await verifyRound({ ...parsed, committedHash: 'e'.repeat(64) });
    expect(unlinked).toMatchObject({ hashMatches: false });
  });

  test('a bet left in at the bust is settled as the studio settles it: its auto cash-out paid when reached', async () => {
    const chain = await import('@casino/games/crash/crash-chain');
    const salt = 'd'.repeat(64);
    const { games } = chain.crashChain('c'.repeat(64), 40);
    const reached = games.find((hash) => chain.crashPointOf(hash, salt) >= 150) ?? '';
    const missed = games.find((hash) => chain.crashPointOf(hash, salt) < 150) ?? '';
    const crash = (gameHash: string, actions: unknown[]) =>
      verify({
        ...values({ engine: 'crash', server_seed: '', game_hash: gameHash }),
        config: JSON.stringify({ salt, minBet: 10, maxBet: 100_000 }),
        params: JSON.stringify({ stake: 100, auto_cashout: 150 }),
        actions: JSON.stringify(actions),
      });
    expect(await crash(reached, [])).toMatchObject({ ok: true, finished: true, win: 150 });
    expect(await crash(missed, [])).toMatchObject({ ok: true, finished: true, win: 0 });
    // A cash-out the server clock put past the bust settles at the bust, as the studio's server does.
    const late = chain.crashPointOf(missed, salt) + 5;
    expect(await crash(missed, [{ type: 'cashout', multiplier: late }])).toMatchObject({
      ok: true,
      finished: true,
      win: 0,
    });
  });

  test("a stored crash round fills the game's hash and the hash before it from its chain", () => {
    const round = {
      id: '12',
      engine: 'crash',
      config: { salt: 's', minBet: 10, maxBet: 100_000 },
      params: { stake: 100 },
      actions: [],
      state: {},
      stake: 100,
      win: 0,
      finished: true,
      started_at: '2026-01-01T00:00:00Z',
      finished_at: '2026-01-01T00:00:09Z',
      seeds: { server_seed_hash: 'h', client_seed: 'c', nonce: 0, server_seed: null },
      chain: { game_hash: 'a'.repeat(64), previous_hash: 'b'.repeat(64) },
    };
    expect(valuesFromRound(round)).toMatchObject({
      engine: 'crash',
      game_hash: 'a'.repeat(64),
      previous_hash: 'b'.repeat(64),
    });
  });

  test('a crash configuration without its salt is refused at the configuration', () => {
    expect(parseValues(values({ engine: 'crash', game_hash: 'ab', config: '{}' }))).toEqual({
      ok: false,
      field: 'config',
      error: 'salt',
    });
  });
});
