import { describe, expect, test } from 'vitest';
import {
  PLAY_SESSION_GAP_MS,
  continuingSession,
  isLimitReviewDue,
  isRealityCheckDue,
  minutesPlayedSince,
} from './play-time.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 10, 0) + minutes * 60_000);
const session = (start: number, last: number, ack: number | null = null) => ({
  started_at: at(start),
  last_bet_at: at(last),
  acknowledged_at: ack === null ? null : at(ack),
});

describe('play sessions', () => {
  test.each([
    [10, true],
    [PLAY_SESSION_GAP_MS / 60_000, true],
    [PLAY_SESSION_GAP_MS / 60_000 + 1, false],
  ])('a bet %i minutes after the last one continues the session: %s', (pause, continues) => {
    const latest = session(0, 30);
    expect(continuingSession(latest, at(30 + pause)) === latest).toBe(continues);
  });

  test('minutes played count each session once, clipped to the period, the running one up to now', () => {
    const sessions = [session(-60, -30), session(0, 40), session(30, 50)];
    // From minute 0: 0..50 (the two overlapping sessions once) and the running one up to now (55).
    expect(minutesPlayedSince(sessions, at(0), at(55))).toBe(55);
    expect(minutesPlayedSince(sessions, at(-45), at(100))).toBe(15 + 50);
  });
});

describe('reality checks (RTS 13)', () => {
  test.each([
    ['before the interval', session(0, 29), 30, 29, false],
    ['at the interval', session(0, 29), 30, 30, true],
    ['after an answer, until the next interval', session(0, 40, 35), 30, 60, false],
    ['an interval after the answer', session(0, 60, 35), 30, 65, true],
    ['no interval chosen', session(0, 200), null, 200, false],
    ['after a pause that ended the session', session(0, 40), 30, 40 + 21, false],
  ] as const)('%s', (_name, played, interval, now, due) => {
    expect(isRealityCheckDue(played, interval, at(now))).toBe(due);
  });
});

describe('the six-monthly review of limits (RTS 12)', () => {
  test.each([
    [null, true, false],
    [new Date('2026-05-26T00:00:00Z'), true, false],
    [new Date('2026-05-25T00:00:00Z'), true, true],
    [new Date('2026-01-01T00:00:00Z'), false, false],
  ])('last change %s with limits %s: due %s', (last, hasLimits, due) => {
    expect(isLimitReviewDue(last, hasLimits, new Date('2026-11-25T00:00:00Z'))).toBe(due);
  });
});
