import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { cents } from '@casino/domain/currency';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DomainError } from '../../http/errors.ts';
import { insertPlayer } from '../player/player-test-kit.ts';
import { openFundedWallet } from './ledger-test-kit.ts';
import {
  auditLedger,
  lockWallet,
  postTransfer,
  type TransferLeg,
  type TransferRequest,
  type WalletBalances,
} from './ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Move = 'deposit' | 'bet' | 'win' | 'reserve' | 'payout' | 'return' | 'grant';

/** What each move does to the wallet, as the model sees it: [account, delta][] of the player's side. */
const EFFECTS: Record<Move, (amount: number) => [keyof WalletBalances, number][]> = {
  deposit: (a) => [['real', a]],
  bet: (a) => [['real', -a]],
  win: (a) => [['real', a]],
  reserve: (a) => [
    ['real', -a],
    ['reserved', a],
  ],
  payout: (a) => [['reserved', -a]],
  return: (a) => [
    ['reserved', -a],
    ['real', a],
  ],
  grant: (a) => [['bonus', a]],
};

const COUNTERPART: Record<Move, 'gateway' | 'house' | 'bonus_pool' | null> = {
  deposit: 'gateway',
  bet: 'house',
  win: 'house',
  reserve: null,
  payout: 'gateway',
  return: null,
  grant: 'bonus_pool',
};

function request(move: Move, playerId: number, amount: number, key: string): TransferRequest {
  const legs: TransferLeg[] = EFFECTS[move](amount).map(([account, delta]) => ({
    account,
    amount: cents(delta),
  }));
  const counterpart = COUNTERPART[move];
  const sum = legs.reduce((total, leg) => total + leg.amount, 0);
  if (counterpart) legs.push({ account: counterpart, amount: cents(-sum) });
  const kinds = {
    deposit: 'deposit',
    bet: 'bet',
    win: 'win',
    reserve: 'cashout_reserve',
    payout: 'cashout_payout',
    return: 'cashout_return',
    grant: 'bonus_grant',
  } as const;
  return { kind: kinds[move], idempotencyKey: key, playerId, currency: 'EUR', legs };
}

const step = fc.record({
  move: fc.constantFrom<Move>('deposit', 'bet', 'win', 'reserve', 'payout', 'return', 'grant'),
  player: fc.nat({ max: 3 }),
  amount: fc.integer({ min: 1, max: 5_000 }),
  /** Replays an earlier key: with its own request (a retry) or with this step's (a misuse). */
  reuse: fc.option(fc.record({ index: fc.nat(), sameRequest: fc.boolean() }), { freq: 3 }),
});

describe('ledger invariants under random sequences (fast-check)', () => {
  test('after every step: balances as the model says, no negative player balance, books that re-sum', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        run += 1;
        const players = await Promise.all(
          [0, 1, 2, 3].map(async () => {
            const id = await insertPlayer(t.db);
            await openFundedWallet(t.db, id, 'EUR', { active: true });
            return id;
          }),
        );
        const model = players.map(() => ({ real: 0, bonus: 0, reserved: 0 }));
        const posted: TransferRequest[] = [];
        for (const [index, s] of steps.entries()) {
          const playerId = players[s.player] ?? 0;
          const earlier = s.reuse ? posted[s.reuse.index % Math.max(1, posted.length)] : undefined;
          const fresh = request(s.move, playerId, s.amount, `prop:${run}:${index}`);
          const sent =
            earlier && s.reuse?.sameRequest
              ? earlier
              : earlier
                ? { ...fresh, idempotencyKey: earlier.idempotencyKey }
                : fresh;
          const wallet = model[players.indexOf(sent.playerId)] ?? model[s.player];
          if (!wallet) throw new Error('no model wallet');
          const effects = sent.legs.filter((leg) => leg.account in wallet);
          const affordable = effects.every(
            (leg) => wallet[leg.account as keyof WalletBalances] + leg.amount >= 0,
          );
          try {
            const result = await t.db.transaction().execute((trx) => postTransfer(trx, sent));
            if (sent === earlier) expect(result.replayed).toBe(true);
            else {
              expect(earlier).toBeUndefined();
              expect(affordable).toBe(true);
              for (const leg of effects) wallet[leg.account as keyof WalletBalances] += leg.amount;
              posted.push(sent);
            }
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            if (earlier && sent !== earlier) expect(error.code).toBe('IdempotencyMismatch');
            else {
              expect(error.code).toBe('InsufficientFunds');
              expect(affordable).toBe(false);
            }
          }
          for (const [i, id] of players.entries()) {
            const actual = await t.db.transaction().execute((trx) => lockWallet(trx, id, 'EUR'));
            expect(actual).toEqual(model[i]);
          }
        }
        expect(await auditLedger(t.db)).toEqual({ drift: [], unbalanced: [] });
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
