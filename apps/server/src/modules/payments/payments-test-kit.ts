import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Agent, TestApp } from '../../../test/harness.ts';
import type { PlayersTable } from '../../db/tables/accounts.ts';
import { openFundedWallet, type WalletFunds } from '../ledger/ledger-test-kit.ts';
import { insertPlayer, signInAs } from '../player/player-test-kit.ts';

/** A complete profile: the deposit and cashout contexts ask for nothing more. */
export const COMPLETE_PROFILE = {
  first_name: 'Pay',
  last_name: 'Tester',
  date_of_birth: '1990-01-01',
  mobile_phone: '+1 416 555 0100',
  city: 'Toronto',
  address: '1 King St',
  postal_code: 'M5H 1A1',
  state: 'Ontario',
} as const;

export interface PayingPlayer {
  id: number;
  agent: Agent;
  /** POST with a fresh idempotency key (or the one given). */
  post(url: string, body: unknown, key?: string): ReturnType<Agent['post']>;
}

/** A signed-in player with a complete profile and a wallet (funded through the ledger when asked). */
export async function payingPlayer(
  t: TestApp,
  options: {
    currency?: string;
    profile?: Partial<Insertable<PlayersTable>>;
    funds?: WalletFunds;
    groups?: number[];
  } = {},
): Promise<PayingPlayer> {
  const currency = options.currency ?? 'EUR';
  const id = await insertPlayer(t.db, { ...COMPLETE_PROFILE, currency, ...options.profile });
  await openFundedWallet(t.db, id, currency, { active: true, ...options.funds });
  if (options.groups?.length)
    await t.db
      .insertInto('player_groups')
      .values(options.groups.map((status_id) => ({ player_id: id, status_id })))
      .execute();
  const agent = await signInAs(t.app, t.db, id);
  return {
    id,
    agent,
    post: (url, body, key = randomUUID()) => agent.post(url, body, { 'idempotency-key': key }),
  };
}

export const CARD = {
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/34',
  card_holder: 'PAY TESTER',
  card_cvc: '123',
} as const;

export function cardDeposit(amount: number, card: string = CARD.card_number, extra: object = {}) {
  return {
    currency: 'EUR',
    amount_cents: amount,
    method: 'visa_mastercard',
    fields: { ...CARD, card_number: card },
    ...extra,
  };
}
