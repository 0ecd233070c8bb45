import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { studioRoundSchema } from '@casino/api/studio';
import { crashFloats, crashPointOf, followsInChain } from '@casino/games/crash/crash-chain';
import { crashMachine } from '@casino/games/crash/crash';
import { crashConfigFor, crashEngine } from '@casino/games/crash/crash-engine';
import { currentCrashGame } from './crash-schedule.ts';
import {
  CRASH,
  DICE,
  createStudioApp,
  expectStatus,
  type StudioTestApp,
} from './studio-test-kit.ts';
import {
  advanceTo,
  bettingGame,
  crashFeedPath,
  crashSession,
  placeCrashBet,
  readFeed,
  storedGame,
} from './crash-test-kit.ts';

// The shared game's fairness and schedule (docs/fairness.md, crash): the feed keeps the crash point and the hash
// secret until the bust, games follow each other down the table's chain, one game per turn across nodes.

let s: StudioTestApp;
beforeAll(async () => {
  s = await createStudioApp();
});
afterAll(async () => s?.t.close());

const gameOfTable = (identifier: string) => ({
  identifier,
  title: 'Chain test',
  engine: crashEngine,
  config: crashConfigFor(),
  presentation: { theme: 'crash', live: false } as const,
});

describe('the feed', () => {
  test('tells the phase and the times, and the crash point and hash only once busted', async () => {
    const { feed, game } = await bettingGame(s, 110);
    expect(feed).toMatchObject({
      phase: 'betting',
      starts_at: game.starts_at.toISOString(),
      crash_point: null,
      hash: null,
    });
    const secrets = [game.game_hash, String(game.crash_point), game.busts_at.toISOString()];
    const leaks = (body: string) => secrets.filter((secret) => body.includes(`"${secret}"`));
    expect(leaks((await s.agent.get(crashFeedPath())).body)).toEqual([]);
    advanceTo(s, game.starts_at);
    const running = await s.agent.get(crashFeedPath());
    expect(running.json()).toMatchObject({ phase: 'running', crash_point: null, hash: null });
    expect(leaks(running.body)).toEqual([]);
    advanceTo(s, game.busts_at);
    const busted = await readFeed(s);
    expect(busted).toMatchObject({
      round_id: game.id,
      phase: 'busted',
      crash_point: game.crash_point,
      hash: game.game_hash,
    });
    expect(followsInChain(game.game_hash, busted.previous_hash)).toBe(true);
    expect(crashPointOf(game.game_hash, busted.salt)).toBe(game.crash_point);
  });

  test('is 404 for an unknown game and for a game that is not crash', async () => {
    expectStatus(await s.agent.get(crashFeedPath('house/no-such-game')), 404);
    expectStatus(await s.agent.get(crashFeedPath(DICE)), 404);
  });
});

describe('the schedule', () => {
  test('after the bust and the pause the next game bets from now, and follows the last one in the chain', async () => {
    const { game: first } = await bettingGame(s);
    advanceTo(s, new Date(first.busts_at.getTime() + s.deps.crash.pauseMs - 1_000));
    expect((await readFeed(s)).round_id).toBe(first.id);
    s.advance(60_000); // nobody watched for a minute: no games were played meanwhile
    const next = await readFeed(s);
    const game = await storedGame(s, next.round_id);
    expect(next.phase).toBe('betting');
    expect(game).toMatchObject({ chain_id: first.chain_id, chain_index: first.chain_index + 1 });
    expect(game.starts_at.getTime() - game.betting_starts_at.getTime()).toBe(
      s.deps.crash.bettingMs,
    );
    expect(Math.abs(game.betting_starts_at.getTime() - s.deps.now().getTime())).toBeLessThan(5_000);
    // Played backwards: the new game's hash hashes to the previous one's.
    expect(next.previous_hash).toBe(first.game_hash);
  });

  test('two nodes asking at once create one game', async () => {
    const { game } = await bettingGame(s);
    advanceTo(s, new Date(game.busts_at.getTime() + s.deps.crash.pauseMs));
    const info = gameOfTable(CRASH);
    const nodes = [s.deps, { ...s.deps }, { ...s.deps }];
    const games = await Promise.all(nodes.map((deps) => currentCrashGame(deps, info)));
    expect(new Set(games.map((g) => g.id)).size).toBe(1);
    const created = await s.t.db
      .selectFrom('studio_crash_games')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('game_identifier', '=', CRASH)
      .where('id', '>', game.id)
      .executeTakeFirstOrThrow();
    expect(Number(created.count)).toBe(1);
  });

  test('a used-up chain is followed by a new one with its own commitment', async () => {
    const deps = { ...s.deps, crash: { ...s.deps.crash, chainLength: 3 } };
    const info = gameOfTable('house/test-crash-short-chain');
    const played = [];
    for (let i = 0; i < 3; i++) {
      const game = await currentCrashGame(deps, info);
      played.push(game);
      advanceTo(s, new Date(game.busts_at.getTime() + deps.crash.pauseMs));
    }
    expect(played.map((g) => g.chain_index)).toEqual([0, 1, 0]);
    const [a, b, c] = played;
    expect(followsInChain(a!.game_hash, a!.commitment)).toBe(true);
    expect(followsInChain(b!.game_hash, a!.game_hash)).toBe(true);
    expect(c!.chain_id).not.toBe(a!.chain_id);
    expect(c!.commitment).not.toBe(a!.commitment);
    expect(followsInChain(c!.game_hash, c!.commitment)).toBe(true);
  });
});

describe('verifying a crash round', () => {
  test('the round shows its chain only after the bust, and replays to the stored crash point', async () => {
    const { game } = await bettingGame(s);
    const { token } = await crashSession(s, { balance: 10_000 });
    const { round } = await placeCrashBet(s, token, { stake: 100, auto_cashout: 10_000 });
    const before = studioRoundSchema.parse(
      (await s.agent.get(`/studio/api/rounds/${round.id}`)).json(),
    );
    expect(before.chain).toBeUndefined();
    expect(before.state).not.toHaveProperty('crashPoint');
    advanceTo(s, game.busts_at);
    await readFeed(s);
    const after = studioRoundSchema.parse(
      (await s.agent.get(`/studio/api/rounds/${round.id}`)).json(),
    );
    const chain = after.chain;
    if (!chain) throw new Error('no chain on a busted crash round');
    expect(chain.game_hash).toBe(game.game_hash);
    expect(followsInChain(chain.game_hash, chain.previous_hash)).toBe(true);
    expect(crashPointOf(chain.game_hash, chain.salt)).toBe(game.crash_point);
    expect(after.state).toMatchObject({ crashPoint: game.crash_point });
    // The verify page's replay: the engine started on the chain's float gives the booked outcome.
    const replayed = crashMachine.start(
      crashConfigFor(),
      { stake: 100, auto_cashout: 10_000 },
      crashFloats(chain.game_hash, chain.salt),
    );
    expect(replayed.state.crashPoint).toBe(game.crash_point);
    expect(
      crashMachine.settleAbandoned!(crashConfigFor(), replayed.state, crashFloats('', '')).win,
    ).toBe(after.win);
  });
});
