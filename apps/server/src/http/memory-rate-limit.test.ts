import { describe, expect, test } from 'vitest';
import { DomainError } from './errors.ts';
import { createMemoryRateLimit } from './memory-rate-limit.ts';

function clock(start: number) {
  const c = { at: start, now: () => c.at };
  return c;
}

function refusal(run: () => void): DomainError | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

describe('a fixed-window limit in memory', () => {
  test('allows `limit` hits per window and key, then refuses with the seconds left', () => {
    const time = clock(60_000 * 10 + 15_000);
    const limit = createMemoryRateLimit({ limit: 3, windowMs: 60_000, now: time.now });
    for (let i = 0; i < 3; i++) expect(refusal(() => limit.consume('a'))).toBeNull();
    const refused = refusal(() => limit.consume('a'));
    expect(refused).toMatchObject({ code: 'RateLimited', retryAfterSeconds: 45 });
    expect(refusal(() => limit.consume('b'))).toBeNull();
    time.at += 45_000;
    expect(refusal(() => limit.consume('a'))).toBeNull();
  });

  test('a flood of new keys is bounded: the least recently seen are forgotten first', () => {
    const time = clock(0);
    const limit = createMemoryRateLimit({ limit: 1, windowMs: 60_000, maxKeys: 2, now: time.now });
    limit.consume('a');
    limit.consume('b');
    limit.consume('c');
    expect(refusal(() => limit.consume('a'))).toBeNull();
    expect(refusal(() => limit.consume('c'))).not.toBeNull();
  });
});
