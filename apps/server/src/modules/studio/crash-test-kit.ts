import { expect } from 'vitest';
import { crashFeedSchema, roundAnswerSchema } from '@casino/api/studio';
import { CRASH, expectStatus, startSession, type StudioTestApp } from './studio-test-kit.ts';

// Driving a crash table in tests: the feed as the client polls it, the stored games, and the clock moved to the
// phase a test needs.

export const crashFeedPath = (identifier = CRASH) =>
  `/studio/api/crash/${encodeURIComponent(identifier)}`;

export async function readFeed(s: StudioTestApp) {
  const res = await s.agent.get(crashFeedPath());
  expectStatus(res, 200);
  return crashFeedSchema.parse(res.json());
}

export async function storedGame(s: StudioTestApp, id: number) {
  return s.t.db
    .selectFrom('studio_crash_games')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Moves the studio's clock to `at` (never backwards). */
export function advanceTo(s: StudioTestApp, at: Date): void {
  s.advance(Math.max(0, at.getTime() - s.deps.now().getTime()));
}

/** Moves the clock on to a game in its betting phase whose crash point is at least `minPoint` hundredths. */
export async function bettingGame(s: StudioTestApp, minPoint = 100) {
  for (let tries = 0; tries < 500; tries++) {
    const feed = await readFeed(s);
    const game = await storedGame(s, feed.round_id);
    if (feed.phase === 'betting' && game.crash_point >= minPoint) return { feed, game };
    advanceTo(s, new Date(game.busts_at.getTime() + s.deps.crash.pauseMs));
  }
  throw new Error(`no crash game reached ${minPoint} in 500 games`);
}

export const crashSession = (s: StudioTestApp, options: Parameters<typeof startSession>[1] = {}) =>
  startSession(s, { game_identifier: CRASH, ...options });

export async function placeCrashBet(s: StudioTestApp, token: string, params: object) {
  const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, { params });
  expectStatus(res, 200);
  return roundAnswerSchema.parse(res.json());
}

export async function cashOut(s: StudioTestApp, token: string, roundId: number, status = 200) {
  const res = await s.agent.post(`/studio/api/sessions/${token}/rounds/${roundId}/actions`, {
    action: { type: 'cashout' },
  });
  expectStatus(res, status);
  return res;
}

export async function storedRound(s: StudioTestApp, id: number) {
  const row = await s.t.db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.engine).toBe('crash');
  return row;
}
