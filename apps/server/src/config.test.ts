import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  test('a production start without SESSION_SECRET refuses to run', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-random-session-secret' })
        .SESSION_SECRET,
    ).toBe('a-long-random-session-secret');
  });

  test('development and test runs get a stand-in secret', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig(NODE_ENV ? { NODE_ENV } : {}).SESSION_SECRET.length).toBeGreaterThanOrEqual(
        16,
      );
    }
  });
});
