import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WALLET_ERRORS } from '@casino/api/play';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signWalletRequest } from './request-signature.ts';
import {
  gambler,
  newActionId,
  realBalance,
  signedPost,
  walletError,
  type Gambler,
} from './wallet-test-kit.ts';

// The protocol's error table (spec 04 section 3): every refusal is HTTP 412 with {code, message, balance}, and moves
// nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bet = (g: Gambler, amount: number, extra: object = {}) =>
  g.play([{ action: 'bet', action_id: newActionId(), amount }], extra);

interface Case {
  name: string;
  code: number;
  real?: number;
  /** Prepares the player (limits, config) and returns the body to send. */
  body: (g: Gambler) => Promise<unknown> | unknown;
  signature?: (raw: string) => string | null;
}

const cases: Case[] = [
  {
    name: 'a bet over the balance',
    code: WALLET_ERRORS.NOT_ENOUGH_FUNDS,
    body: (g) => bet(g, 10_001),
  },
  {
    name: 'a user_id that is not the session player',
    code: WALLET_ERRORS.PLAYER_INVALID,
    body: (g) => bet(g, 10, { user_id: String(g.id + 1_000_000) }),
  },
  {
    name: 'a bet past a wager limit',
    code: WALLET_ERRORS.LIMIT_REACHED,
    body: async (g) => {
      const set = await g.agent.post('/api/user_limits', {
        type: 'wager',
        period: 'day',
        accounts: [{ currency: 'EUR', amount_cents: 500 }],
      });
      expect(set.statusCode, set.body).toBe(204);
      return bet(g, 501);
    },
  },
  {
    name: 'a bet during a break',
    code: WALLET_ERRORS.PLAYER_DISABLED,
    body: async (g) => {
      await g.agent.post('/api/user_limits', { type: 'selfexclusion', period: 'six_months' });
      return bet(g, 10);
    },
  },
  {
    name: 'a bet over the currency bet threshold (6e6 EUR)',
    code: WALLET_ERRORS.BET_EXCEEDS_MAX,
    real: 7_000_000,
    body: (g) => bet(g, 6_000_001),
  },
  {
    name: 'another game than the session was opened for',
    code: WALLET_ERRORS.GAME_FORBIDDEN,
    body: async (g) => {
      const other = await t.db
        .selectFrom('games')
        .select('identifier')
        .where('identifier', '!=', g.game.identifier)
        .executeTakeFirstOrThrow();
      return bet(g, 10, { game: other.identifier });
    },
  },
  {
    name: 'a provider hidden in the player country',
    code: WALLET_ERRORS.GEO_RESTRICTED,
    body: async (g) => {
      await t.db
        .insertInto('fe_configs')
        .values({
          name: 'providers-config',
          document: JSON.stringify({ [g.game.provider]: ['CA'] }),
        })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ document: JSON.stringify({ [g.game.provider]: ['CA'] }) }),
        )
        .execute();
      return bet(g, 10);
    },
  },
  { name: 'malformed JSON', code: WALLET_ERRORS.BAD_REQUEST, body: () => '{"user_id": ' },
  {
    name: 'a missing session_id',
    code: WALLET_ERRORS.BAD_REQUEST,
    body: (g) => ({ ...(bet(g, 10) as object), session_id: undefined }),
  },
  { name: 'a zero bet', code: WALLET_ERRORS.BAD_REQUEST, body: (g) => bet(g, 0) },
  { name: 'a negative bet', code: WALLET_ERRORS.BAD_REQUEST, body: (g) => bet(g, -5) },
  { name: 'a fractional bet', code: WALLET_ERRORS.BAD_REQUEST, body: (g) => bet(g, 1.5) },
  {
    name: 'an amount as a string',
    code: WALLET_ERRORS.BAD_REQUEST,
    body: (g) => ({
      ...(bet(g, 1) as object),
      actions: [{ action: 'bet', action_id: 'x', amount: '100' }],
    }),
  },
  {
    name: 'another currency than the session',
    code: WALLET_ERRORS.BAD_REQUEST,
    body: (g) => bet(g, 10, { currency: 'USD' }),
  },
  {
    name: 'a forged signature',
    code: WALLET_ERRORS.BAD_SIGNATURE,
    body: (g) => bet(g, 10),
    signature: (raw) => signWalletRequest(raw, 'another-token-entirely'),
  },
  {
    name: 'a missing signature',
    code: WALLET_ERRORS.BAD_SIGNATURE,
    body: (g) => bet(g, 10),
    signature: () => null,
  },
  {
    name: 'a signature of other bytes',
    code: WALLET_ERRORS.BAD_SIGNATURE,
    body: (g) => bet(g, 10),
    signature: (raw) => signWalletRequest(`${raw} `, t.config.WALLET_AUTH_TOKEN),
  },
  {
    name: 'an unknown session',
    code: WALLET_ERRORS.NOT_FOUND,
    body: (g) => bet(g, 10, { session_id: '999999999' }),
  },
  {
    name: 'a win without its bet',
    code: WALLET_ERRORS.NOT_FOUND,
    body: (g) => g.play([{ action: 'win', action_id: newActionId(), amount: 100 }]),
  },
  {
    name: 'a game the casino does not know',
    code: WALLET_ERRORS.GAME_NOT_AVAILABLE,
    body: (g) => bet(g, 10, { game: 'nobody/nothing' }),
  },
];

describe('wallet error codes', () => {
  test.each(cases)(
    '$name answers $code and moves nothing',
    async ({ code, real = 10_000, body, signature }) => {
      const g = await gambler(t, { real });
      const payload = await body(g);
      const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const res = await signedPost(t, '/api/wallet/play', raw, signature?.(raw));
      const error = walletError(res);
      expect(error.code, error.message).toBe(code);
      expect(typeof error.message).toBe('string');
      // The balance is told once the call is known to come from the studio.
      const known =
        code !== WALLET_ERRORS.BAD_SIGNATURE &&
        typeof payload !== 'string' &&
        code !== WALLET_ERRORS.BAD_REQUEST;
      if (known) expect(error.balance).toBe(code === WALLET_ERRORS.PLAYER_INVALID ? 0 : real);
      if (code === WALLET_ERRORS.BAD_SIGNATURE) expect(error.balance).toBe(0);
      expect(await realBalance(t, g.id)).toBe(real);
      await t.db.deleteFrom('fe_configs').where('name', '=', 'providers-config').execute();
    },
  );

  test('the wallet routes need no browser headers (server to server) and read any content type as the raw bytes signed', async () => {
    const g = await gambler(t);
    const raw = JSON.stringify(bet(g, 10));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/play',
      headers: {
        'content-type': 'text/plain',
        'x-request-sign': signWalletRequest(raw, t.config.WALLET_AUTH_TOKEN),
      },
      payload: raw,
    });
    expect(res.statusCode, res.body).toBe(200);
    const empty = await t.app.inject({ method: 'POST', url: '/api/wallet/play' });
    expect(walletError(empty)).toMatchObject({ code: WALLET_ERRORS.BAD_SIGNATURE });
  });
});
