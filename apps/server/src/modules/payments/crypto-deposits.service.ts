import { randomBytes } from 'node:crypto';
import type { CryptoAddress } from '@casino/api/payments';
import { cents } from '@casino/domain/currency';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { assertNotExcluded } from '../limits/limits.service.ts';
import { DomainError, notFound, validationError } from '../../http/errors.ts';
import { findWallet, postTransfer } from '../ledger/ledger.service.ts';
import { sandboxDepositAddress } from './crypto-addresses.ts';
import { announcePayment, changePayment } from './payment-changes.ts';
import { offeredMethod } from './payment-methods.service.ts';
import { findNetworks } from './payment-methods.repository.ts';
import { loadPayer } from './payer.ts';
import { insertPayment } from './payments.repository.ts';

/**
 * POST /api/player/crypto_addresses: the player's deposit address for a currency on a network (one per player,
 * currency and network, kept), with the confirmations the casino waits for and the deposit minimum (spec 02 section
 * 9). Only where the crypto method is offered to the player and the player holds that wallet.
 */
export async function depositAddress(
  deps: AppDeps,
  playerId: number,
  currency: string,
  network: string,
): Promise<CryptoAddress> {
  // A break refuses deposits (spec 04 section 6): no address to pay into while it runs.
  await assertNotExcluded(deps.db, playerId);
  const payer = await loadPayer(deps.db, playerId);
  const method = await offeredMethod(
    deps.db,
    payer,
    'deposit',
    currency,
    `crypto_${currency.toLowerCase()}`,
  );
  if (!method) throw validationError({ currency: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] });
  if (!(await findWallet(deps.db, playerId, currency)))
    throw validationError({ currency: [VALIDATION.CURRENCY_INVALID] });
  const chain = (await findNetworks(deps.db, currency)).find((n) => n.network === network);
  if (!chain) throw validationError({ network: [VALIDATION.CRYPTO_NETWORK_INVALID] });
  await deps.db
    .insertInto('crypto_addresses')
    .values({
      player_id: playerId,
      currency,
      network,
      address: sandboxDepositAddress(deps.config.SESSION_SECRET, playerId, currency, network),
    })
    .onConflict((oc) => oc.columns(['player_id', 'currency', 'network']).doNothing())
    .execute();
  const row = await deps.db
    .selectFrom('crypto_addresses')
    .select('address')
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .where('network', '=', network)
    .executeTakeFirstOrThrow();
  return {
    currency,
    network,
    address: row.address,
    confirmations: chain.confirmations,
    min_deposit_cents: method.min_cents,
  };
}

export interface IncomingTransaction {
  address: string;
  amount_cents: number;
  tx_hash?: string | undefined;
}

/**
 * The sandbox network sends a payment to a deposit address (the sandbox control; a real processor's webhook would
 * call the same). The deposit shows at once as pending and is credited once the network's confirmations are in (the
 * confirmation job). Below the deposit minimum it is declined and never credited (spec 02 section 9). Idempotent by
 * transaction hash.
 */
export async function receiveCryptoTransaction(
  deps: AppDeps,
  incoming: IncomingTransaction,
): Promise<{ tx_hash: string; payment_id: number; state: string }> {
  const txHash = incoming.tx_hash ?? randomBytes(32).toString('hex');
  return inTransaction(deps, async (trx) => {
    const address = await trx
      .selectFrom('crypto_addresses as a')
      .innerJoin('crypto_networks as n', (join) =>
        join.onRef('n.currency', '=', 'a.currency').onRef('n.network', '=', 'a.network'),
      )
      .innerJoin('payment_method_limits as l', (join) =>
        join
          .onRef('l.currency', '=', 'a.currency')
          .on('l.action', '=', 'deposit')
          .on('l.method_id', 'like', 'crypto_%'),
      )
      .select([
        'a.id',
        'a.player_id',
        'a.currency',
        'a.network',
        'n.confirmations',
        'l.min_cents',
        'l.method_id',
      ])
      .where('a.address', '=', incoming.address)
      .executeTakeFirst();
    if (!address) throw notFound('No deposit address like this');
    const seen = await trx
      .selectFrom('crypto_transactions')
      .select(['address_id', 'amount_cents', 'payment_id', 'state'])
      .where('tx_hash', '=', txHash)
      .executeTakeFirst();
    if (seen) {
      if (seen.address_id !== address.id || seen.amount_cents !== incoming.amount_cents)
        throw new DomainError(
          'IdempotencyMismatch',
          'This transaction hash carried another payment',
        );
      return { tx_hash: txHash, payment_id: seen.payment_id ?? 0, state: seen.state };
    }
    const belowMinimum = incoming.amount_cents < address.min_cents;
    const paymentId = await insertPayment(trx, {
      player_id: address.player_id,
      action: 'deposit',
      state: belowMinimum ? 'declined' : 'pending',
      method_id: address.method_id,
      currency: address.currency,
      amount_cents: incoming.amount_cents,
      network: address.network,
      details: JSON.stringify({
        crypto_address: incoming.address,
        tx_hash: txHash,
        confirmations: 0,
        required_confirmations: address.confirmations,
      }),
      provider_reference: txHash,
      cancellation_reason: belowMinimum ? 'below_minimum' : null,
      finished_at: belowMinimum ? new Date() : null,
      idempotency_key: `crypto:${txHash}`,
      request_hash: txHash,
    });
    const state = belowMinimum ? 'below_minimum' : 'confirming';
    await trx
      .insertInto('crypto_transactions')
      .values({
        address_id: address.id,
        tx_hash: txHash,
        amount_cents: incoming.amount_cents,
        required_confirmations: address.confirmations,
        state,
        payment_id: paymentId,
      })
      .execute();
    await announcePayment(trx, deps.config, paymentId);
    return { tx_hash: txHash, payment_id: paymentId, state };
  });
}

/**
 * One block of the sandbox networks: every confirming transaction gains a confirmation; one that reaches its network's
 * count is credited to the player's real part, in the transaction that marks it credited (a block seen twice, or two
 * nodes, credit nothing twice: the row is locked and the ledger transfer keyed by the payment). Returns how many
 * deposits were credited.
 */
export async function confirmCryptoDeposits(deps: AppDeps): Promise<number> {
  const confirming = await deps.db
    .selectFrom('crypto_transactions')
    .select('id')
    .where('state', '=', 'confirming')
    .orderBy('id')
    .limit(500)
    .execute();
  let credited = 0;
  for (const { id } of confirming) {
    const done = await inTransaction(deps, async (trx) => {
      const tx = await trx
        .selectFrom('crypto_transactions')
        .selectAll()
        .where('id', '=', id)
        .where('state', '=', 'confirming')
        .forUpdate()
        .executeTakeFirst();
      if (!tx || tx.payment_id === null) return false;
      const confirmations = tx.confirmations + 1;
      const complete = confirmations >= tx.required_confirmations;
      await trx
        .updateTable('crypto_transactions')
        .set({
          confirmations,
          ...(complete ? { state: 'credited' as const, confirmed_at: new Date() } : {}),
        })
        .where('id', '=', id)
        .execute();
      const payment = await trx
        .selectFrom('payments')
        .select(['player_id', 'currency', 'amount_cents', 'details'])
        .where('id', '=', tx.payment_id)
        .executeTakeFirstOrThrow();
      const details = JSON.stringify({ ...payment.details, confirmations });
      if (!complete) {
        await changePayment(trx, deps.config, tx.payment_id, { details });
        return false;
      }
      await postTransfer(trx, {
        kind: 'deposit',
        idempotencyKey: `payment:${tx.payment_id}:credit`,
        playerId: payment.player_id,
        currency: payment.currency,
        reference: `payment:${tx.payment_id}`,
        legs: [
          { account: 'real', amount: cents(payment.amount_cents) },
          { account: 'gateway', amount: cents(-payment.amount_cents) },
        ],
      });
      await changePayment(trx, deps.config, tx.payment_id, {
        details,
        state: 'succeeded',
        finished_at: new Date(),
      });
      return true;
    });
    if (done) credited += 1;
  }
  return credited;
}
