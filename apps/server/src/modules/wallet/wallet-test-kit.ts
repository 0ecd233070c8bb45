import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { WALLET_SIGNATURE_HEADER, type WalletErrorAnswer } from '@casino/api/play';
import type { TestApp } from '../../../test/harness.ts';
import { payingPlayer, type PayingPlayer } from '../payments/payments-test-kit.ts';
import { signWalletRequest } from './request-signature.ts';

/** Tests only: a catalogue game that takes `currency` and has a demo (FUN). */
export async function playableGame(t: TestApp, currency = 'EUR') {
  return t.db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .innerJoin('game_currencies as c', (j) =>
      j.onRef('c.game_id', '=', 'g.id').on('c.currency', '=', currency),
    )
    .innerJoin('game_currencies as f', (j) =>
      j.onRef('f.game_id', '=', 'g.id').on('f.currency', '=', 'FUN'),
    )
    .select(['g.id', 'g.identifier', 'g.title', 'p.slug as provider'])
    .where('p.active', '=', true)
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
}

/** Sends a wallet call signed as the studio signs it (or with the signature given). */
export function signedPost(
  t: TestApp,
  url: string,
  body: unknown,
  signature?: string | null,
): Promise<LightMyRequestResponse> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const sign =
    signature === undefined ? signWalletRequest(raw, t.config.WALLET_AUTH_TOKEN) : signature;
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(sign === null ? {} : { [WALLET_SIGNATURE_HEADER]: sign }),
    },
    payload: raw,
  });
}

export interface Gambler extends PayingPlayer {
  sessionId: string;
  game: Awaited<ReturnType<typeof playableGame>>;
  currency: string;
  /** A play body for this player's session: round and actions as given. */
  play(
    actions: { action: 'bet' | 'win'; action_id: string; amount: number }[],
    extra?: object,
  ): object;
  rollback(actions: { action_id: string; original_action_id: string }[], extra?: object): object;
}

/** A signed-in player with a funded wallet and an open real session of a playable game. */
export async function gambler(
  t: TestApp,
  { real = 10_000, currency = 'EUR' }: { real?: number; currency?: string } = {},
): Promise<Gambler> {
  const player = await payingPlayer(t, { currency, funds: { real } });
  const game = await playableGame(t, currency);
  const opened = await player.agent.post('/api/game_sessions', {
    game_identifier: game.identifier,
    mode: 'real',
    currency,
  });
  if (opened.statusCode !== 201) throw new Error(`session not opened: ${opened.body}`);
  const sessionId = String((opened.json() as { id: number }).id);
  const base = (extra: object) => ({
    user_id: String(player.id),
    currency,
    game: game.identifier,
    game_id: 'play-1',
    session_id: sessionId,
    round_id: 'round-1',
    finished: false,
    ...extra,
  });
  return {
    ...player,
    sessionId,
    game,
    currency,
    play: (actions, extra = {}) => ({ ...base(extra), actions }),
    rollback: (actions, extra = {}) => ({
      ...base(extra),
      actions: actions.map((a) => ({ action: 'rollback', ...a })),
    }),
  };
}

export const newActionId = (): string => randomUUID();

export function walletError(res: LightMyRequestResponse): WalletErrorAnswer {
  if (res.statusCode !== 412) throw new Error(`expected 412, got ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** The player's real balance from the ledger. */
export async function realBalance(t: TestApp, playerId: number, currency = 'EUR'): Promise<number> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .where('kind', '=', 'real')
    .executeTakeFirstOrThrow();
  return Number(row.balance_cents);
}
