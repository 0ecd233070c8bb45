import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { diceEngine } from '@casino/games/dice/dice-engine';
import { crashConfigFor, crashEngine } from '@casino/games/crash/crash-engine';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { fakeCasino, type FakeCasino, type FakeContext } from './fake-casino-test-kit.ts';
import { ladderEngine } from './ladder-engine-test-kit.ts';
import { fixedGames } from './studio-games.ts';
import { studioDepsOf } from './studio-wiring.ts';
import type { StudioDeps } from './studio-deps.ts';
import type { CrashTiming } from './crash-timing.ts';

export const WALLET_TOKEN = 'studio-tests-wallet-token';
export const DICE_CONFIG = { edgeBasisPoints: 100, minBet: 10, maxBet: 100_000 };
export const DICE = 'house/test-dice';
export const LADDER = 'house/test-ladder';
export const CRASH = 'house/test-crash';

export const studioGames = fixedGames([
  {
    identifier: DICE,
    title: 'Test Dice',
    engine: diceEngine,
    config: DICE_CONFIG,
    presentation: { theme: 'dice', live: false },
  },
  {
    identifier: CRASH,
    title: 'Test Crash',
    engine: crashEngine,
    config: crashConfigFor(),
    presentation: { theme: 'crash', live: false },
  },
  {
    identifier: LADDER,
    title: 'Test Ladder',
    engine: ladderEngine,
    config: { minBet: 10, maxBet: 100_000 },
    presentation: { theme: 'mines', live: false },
  },
]);

export interface StudioTestApp {
  t: TestApp;
  casino: FakeCasino;
  agent: ReturnType<typeof createAgent>;
  /** The studio's services on the app's database, the same casino and games (for jobs and clock tests). */
  deps: StudioDeps;
  /** Moves the studio's clock. */
  advance(ms: number): void;
}

/**
 * The API with the studio talking to a fake casino (no retry waits, a clock the test moves; crash chains short enough
 * to build in a few milliseconds).
 */
export async function createStudioApp(
  env: Record<string, string> = {},
  crash: Partial<CrashTiming> = {},
): Promise<StudioTestApp> {
  const casino = fakeCasino(WALLET_TOKEN);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const studio = {
    transport: casino.transport,
    games: studioGames,
    retryDelaysMs: [0, 0],
    now,
    crash: { chainLength: 1_000, ...crash },
  };
  const t = await createTestApp({ WALLET_AUTH_TOKEN: WALLET_TOKEN, ...env }, {}, { studio });
  return {
    t,
    casino,
    agent: createAgent(t.app),
    deps: studioDepsOf({ db: t.db, config: t.config, studio }),
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** A launch token the fake casino knows: a real session of a fresh player with `balance`, or a guest's demo. */
export function launch(
  casino: FakeCasino,
  options: Partial<FakeContext> & { balance?: number } = {},
): { token: string; userId: string | null } {
  const token = randomUUID();
  const userId = options.user_id === undefined ? `player-${randomUUID()}` : options.user_id;
  casino.openSession(token, {
    session_id: `cs-${randomUUID()}`,
    user_id: userId,
    nickname: null,
    game_identifier: DICE,
    mode: 'real',
    currency: 'EUR',
    status: 'open',
    ...options,
  });
  if (userId !== null && options.balance !== undefined) casino.setBalance(userId, options.balance);
  return { token, userId };
}

export function expectStatus(res: LightMyRequestResponse, status: number): void {
  expect(res.statusCode, res.body).toBe(status);
}

/** A launched session the game client has opened (its first GET, as the iframe does before anything else). */
export async function startSession(
  s: StudioTestApp,
  options: Partial<FakeContext> & { balance?: number } = {},
): Promise<{ token: string; userId: string | null }> {
  const launched = launch(s.casino, options);
  expectStatus(await s.agent.get(`/studio/api/sessions/${launched.token}`), 200);
  return launched;
}
