import type { Transaction } from 'kysely';
import {
  PAYMENT_FIELD_NAMES,
  type CashoutBody,
  type Payment,
  type PaymentResult,
} from '@casino/api/payments';
import type { Database } from '../../db/schema.ts';
import { validateCryptoAddress } from '@casino/domain/crypto-address';
import { cents } from '@casino/domain/currency';
import { paymentAmountError, paymentFee } from '@casino/domain/payments';
import { VALIDATION } from '@casino/domain/validation-keys';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, notFound, validationError, type FieldErrors } from '../../http/errors.ts';
import { writeAudit } from '../backoffice/audit.service.ts';
import { findWallet, lockWallet, postTransfer } from '../ledger/ledger.service.ts';
import { requestHashOf, type PaymentsDeps } from './deposits.service.ts';
import { changePayment, recallAllowed } from './payment-changes.ts';
import { maskedDetails, paymentFieldErrors } from './payment-fields.ts';
import { offeredMethod } from './payment-methods.service.ts';
import { findNetworks } from './payment-methods.repository.ts';
import { missingProfileFields, savedProfileToken } from './payment-profiles.ts';
import { replayPayment } from './payment-replay.ts';
import { loadPayer } from './payer.ts';
import {
  findPaymentByKey,
  insertPayment,
  lockPayment,
  type PaymentRow,
} from './payments.repository.ts';
import type { PaymentFields, ProviderOutcome } from './providers/payment-provider.ts';

/** Where the money goes, as the payout needs it (an IBAN, a wallet e-mail, an address; never a card number). */
function destinationOf(fields: PaymentFields): Record<string, string> {
  const { card_number: _pan, card_cvc: _cvc, ...rest } = fields;
  return Object.fromEntries(
    Object.entries(rest).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The destination fields a cashout stored, read back field by field. */
function storedFields(value: unknown): PaymentFields {
  if (typeof value !== 'object' || value === null) return {};
  const fields: PaymentFields = {};
  for (const name of PAYMENT_FIELD_NAMES) {
    const field: unknown = Reflect.get(value, name);
    if (typeof field === 'string') fields[name] = field;
  }
  return fields;
}

async function cashoutFieldErrors(
  deps: PaymentsDeps,
  body: CashoutBody,
  type: string,
): Promise<FieldErrors> {
  // A saved profile (a card kept at a deposit) stands for the destination's fields.
  const errors =
    body.profile_id === undefined ? paymentFieldErrors(type, 'cashout', body.fields ?? {}) : {};
  if (type !== 'crypto') return errors;
  const networks = await findNetworks(deps.db, body.currency);
  const network = networks.find((n) => n.network === body.network);
  if (!network) return { ...errors, network: [VALIDATION.CRYPTO_NETWORK_INVALID] };
  const address = body.fields?.crypto_address ?? '';
  const addressError =
    address.trim() === '' ? null : validateCryptoAddress(network.network, address);
  return addressError ? { ...errors, crypto_address: [addressError] } : errors;
}

/**
 * POST /api/player/payments/cashout: a cashout comes only from the real part (bonus money is never cashed out). The
 * amount moves at once from the real part to the reserved one (spec 04 section 1: reserved money held explicitly), and
 * the payment waits, pending, for an operator's approval. Idempotent by the key, like deposits.
 */
export async function requestCashout(
  deps: PaymentsDeps,
  playerId: number,
  body: CashoutBody,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const hash = requestHashOf(body);
  const earlier = await findPaymentByKey(deps.db, playerId, idempotencyKey);
  if (earlier) return replayPayment(deps, earlier, hash);

  const payer = await loadPayer(deps.db, playerId);
  const method = await offeredMethod(deps.db, payer, 'cashout', body.currency, body.method);
  if (!method) throw validationError({ method: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] });
  if (!(await findWallet(deps.db, playerId, body.currency)))
    throw validationError({ currency: [VALIDATION.CURRENCY_INVALID] });
  const fieldErrors = await cashoutFieldErrors(deps, body, method.type);
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
  const missing = await missingProfileFields(deps.db, playerId, 'cashout', method.type);
  if (missing.length > 0)
    throw validationError(
      Object.fromEntries(missing.map((field) => [field, [VALIDATION.REQUIRED]])),
    );
  const provider = deps.providers.get(method.provider);
  if (!provider) throw new Error(`no provider ${method.provider}`);
  const profileToken =
    body.profile_id === undefined
      ? null
      : await savedProfileToken(deps.db, playerId, body.profile_id, method.id);
  if (body.profile_id !== undefined && profileToken === null)
    throw validationError({ profile_id: [VALIDATION.PAYMENT_PROFILE_INVALID] });
  const fields = profileToken === null ? (body.fields ?? {}) : {};
  const payoutToken =
    profileToken ?? (method.type === 'cards' ? (provider.tokenize(fields)?.token ?? null) : null);

  try {
    return await inTransaction(deps, async (trx) => {
      const wallet = await lockWallet(trx, playerId, body.currency);
      const amountError = paymentAmountError(body.amount_cents, body.currency, 'cashout', {
        min: method.min_cents,
        max: method.max_cents,
        balance: wallet.real,
      });
      if (amountError) throw validationError({ amount_cents: [amountError] });
      const fee = paymentFee(body.amount_cents, method.fee_basis_points, method.fee_fixed_cents);
      if (fee >= body.amount_cents) throw validationError({ amount_cents: [VALIDATION.MIN_VALUE] });
      const id = await insertPayment(trx, {
        player_id: playerId,
        action: 'cashout',
        state: 'pending',
        method_id: method.id,
        currency: body.currency,
        amount_cents: body.amount_cents,
        fee_cents: fee,
        network: body.network ?? null,
        profile_id: body.profile_id ?? null,
        details: JSON.stringify({
          ...maskedDetails(fields),
          destination: destinationOf(fields),
          ...(payoutToken ? { payout_token: payoutToken } : {}),
        }),
        idempotency_key: idempotencyKey,
        request_hash: hash,
      });
      await postTransfer(trx, {
        kind: 'cashout_reserve',
        idempotencyKey: `payment:${id}:reserve`,
        playerId,
        currency: body.currency,
        reference: `payment:${id}`,
        legs: [
          { account: 'real', amount: cents(-body.amount_cents) },
          { account: 'reserved', amount: cents(body.amount_cents) },
        ],
      });
      return { payment: await changePayment(trx, deps.config, id, {}), next_action: null };
    });
  } catch (error) {
    const raced = await findPaymentByKey(deps.db, playerId, idempotencyKey);
    if (raced) return replayPayment(deps, raced, hash);
    throw error;
  }
}

/** Moves a cashout's reserved money back to the real part and closes it in `state`. */
async function returnCashout(
  trx: Transaction<Database>,
  deps: PaymentsDeps,
  row: PaymentRow,
  state: 'recalled' | 'rejected' | 'declined',
  reason: string | null,
): Promise<Payment> {
  await postTransfer(trx, {
    kind: 'cashout_return',
    idempotencyKey: `payment:${row.id}:return`,
    playerId: row.player_id,
    currency: row.currency,
    reference: `payment:${row.id}`,
    legs: [
      { account: 'reserved', amount: cents(-row.amount_cents) },
      { account: 'real', amount: cents(row.amount_cents) },
    ],
  });
  return changePayment(trx, deps.config, row.id, {
    state,
    cancellation_reason: reason,
    finished_at: new Date(),
  });
}

/** POST /api/player/payments/{id}/recall: the player takes a pending cashout back, where the licence allows it. */
export async function recallCashout(
  deps: PaymentsDeps,
  playerId: number,
  paymentId: number,
): Promise<Payment> {
  return inTransaction(deps, async (trx) => {
    const row = await lockPayment(trx, paymentId);
    if (!row || row.player_id !== playerId) throw notFound('Payment not found');
    if (row.action !== 'cashout' || row.state !== 'pending' || !recallAllowed(deps.config, row))
      throw validationError({ base: [VALIDATION.PAYMENT_NOT_RECALLABLE] });
    return returnCashout(trx, deps, row, 'recalled', null);
  });
}

/** An operator's decision on a pending cashout; a second decision on the same cashout is a 409. */
async function decide(
  deps: PaymentsDeps,
  operatorId: number,
  paymentId: number,
  decision: { action: 'cashout.approve' | 'cashout.reject'; reason?: string; ip?: string | null },
  apply: (trx: Transaction<Database>, row: PaymentRow) => Promise<Payment>,
): Promise<Payment> {
  return inTransaction(deps, async (trx) => {
    const row = await lockPayment(trx, paymentId);
    if (!row || row.action !== 'cashout') throw notFound('Cashout not found');
    if (row.state !== 'pending')
      throw new DomainError('Conflict', `The cashout is already ${row.state}`);
    const payment = await apply(trx, row);
    await writeAudit(trx, {
      operatorId,
      action: decision.action,
      subjectType: 'payment',
      subjectId: paymentId,
      details: {
        player_id: row.player_id,
        amount_cents: row.amount_cents,
        currency: row.currency,
        ...(decision.reason ? { reason: decision.reason } : {}),
      },
      ip: decision.ip ?? null,
    });
    return payment;
  });
}

/** Rejects a pending cashout with a reason: the reserved money goes back to the real part. */
export function rejectCashout(
  deps: PaymentsDeps,
  operatorId: number,
  paymentId: number,
  reason: string,
  ip: string | null = null,
): Promise<Payment> {
  return decide(deps, operatorId, paymentId, { action: 'cashout.reject', reason, ip }, (trx, row) =>
    returnCashout(trx, deps, row, 'rejected', reason),
  );
}

/**
 * Approves a pending cashout: processing at once (a second approval is a 409), then the provider pays out; on success
 * the reserved money leaves through the gateway (the fee to the house), on failure it returns to the real part.
 */
export async function approveCashout(
  deps: PaymentsDeps,
  operatorId: number,
  paymentId: number,
  ip: string | null = null,
): Promise<Payment> {
  const approved = await decide(
    deps,
    operatorId,
    paymentId,
    { action: 'cashout.approve', ip },
    (trx, row) =>
      changePayment(trx, deps.config, row.id, {
        state: 'processing',
        decided_by: operatorId,
        decided_at: new Date(),
      }),
  );
  const row = await deps.db
    .selectFrom('payments as p')
    .innerJoin('payment_methods as m', 'm.id', 'p.method_id')
    .select(['p.details', 'p.currency', 'p.amount_cents', 'p.fee_cents', 'm.provider'])
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const provider = deps.providers.get(row.provider);
  if (!provider) throw new Error(`no provider ${row.provider}`);
  const token = row.details.payout_token;
  let outcome: ProviderOutcome;
  try {
    outcome = await provider.payout({
      paymentId,
      currency: row.currency,
      amount: row.amount_cents - row.fee_cents,
      fields: storedFields(row.details.destination),
      ...(typeof token === 'string' ? { token } : {}),
    });
  } catch (error) {
    // The payout may or may not have left: it stays processing for an operator to reconcile.
    throw new DomainError('Conflict', `payout provider unavailable: ${String(error)}`);
  }
  return settleCashout(deps, paymentId, outcome).then((payment) => payment ?? approved);
}

/** Records a payout's outcome, once, for a processing cashout. */
export async function settleCashout(
  deps: PaymentsDeps,
  paymentId: number,
  outcome: ProviderOutcome,
): Promise<Payment | null> {
  return inTransaction(deps, async (trx) => {
    const row = await lockPayment(trx, paymentId);
    if (!row || row.state !== 'processing') return null;
    if (outcome.kind !== 'succeeded')
      return returnCashout(
        trx,
        deps,
        row,
        'declined',
        outcome.kind === 'declined' ? outcome.reason : 'payout_failed',
      );
    const paid = row.amount_cents - row.fee_cents;
    await postTransfer(trx, {
      kind: 'cashout_payout',
      idempotencyKey: `payment:${row.id}:payout`,
      playerId: row.player_id,
      currency: row.currency,
      reference: `payment:${row.id}`,
      legs: [
        { account: 'reserved', amount: cents(-row.amount_cents) },
        { account: 'gateway', amount: cents(paid) },
        ...(row.fee_cents > 0 ? [{ account: 'house' as const, amount: cents(row.fee_cents) }] : []),
      ],
    });
    return changePayment(trx, deps.config, row.id, {
      state: 'succeeded',
      provider_reference: outcome.reference,
      finished_at: new Date(),
    });
  });
}

/** The payment providers (the sandbox's), which an operator's decision on a cashout goes through. */
export { createProviders } from './providers/providers.ts';
