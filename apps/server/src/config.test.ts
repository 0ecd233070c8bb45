import { describe, expect, test } from 'vitest';
import { DEVELOPMENT_WALLET_AUTH_TOKEN, loadConfig } from './config.ts';

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

  test('the wallet token: set, else public outside production, else derived from the session secret', () => {
    const secret = { NODE_ENV: 'production', SESSION_SECRET: 'a-long-random-session-secret' };
    expect(
      loadConfig({ ...secret, WALLET_AUTH_TOKEN: 'an-aggregator-own-token' }).WALLET_AUTH_TOKEN,
    ).toBe('an-aggregator-own-token');
    expect(loadConfig({ NODE_ENV: 'development' }).WALLET_AUTH_TOKEN).toBe(
      DEVELOPMENT_WALLET_AUTH_TOKEN,
    );
    const derived = loadConfig(secret).WALLET_AUTH_TOKEN;
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(
      loadConfig({ ...secret, SESSION_SECRET: 'another-long-session-secret' }).WALLET_AUTH_TOKEN,
    ).not.toBe(derived);
    expect(() => loadConfig({ WALLET_AUTH_TOKEN: 'short' })).toThrow(/WALLET_AUTH_TOKEN/);
  });
});
