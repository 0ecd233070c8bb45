import { createHash, randomBytes } from 'node:crypto';
import type { DepositBody, PaymentResult } from '@casino/api/payments';
import { cents } from '@casino/domain/currency';
import { ibanGroupToAdd } from '@casino/domain/iban';
import { depositStepMinor, paymentAmountError } from '@casino/domain/payments';
import { VALIDATION } from '@casino/domain/validation-keys';
import { addGroups } from '../player/player.service.ts';
import type { AppDeps } from '../../deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, validationError } from '../../http/errors.ts';
import { findWallet, postTransfer } from '../ledger/ledger.service.ts';
import { assertDepositAllowed } from '../limits/limits.service.ts';
import { changePayment } from './payment-changes.ts';
import { maskedDetails, paymentFieldErrors } from './payment-fields.ts';
import { offeredMethod } from './payment-methods.service.ts';
import { loadPayer } from './payer.ts';
import {
  findOpenDeposits,
  findPaymentByKey,
  insertPayment,
  lockPayment,
  type PaymentRow,
} from './payments.repository.ts';
import { missingProfileFields, saveProfile } from './payment-profiles.ts';
import type {
  PaymentFields,
  ProviderOutcome,
  SavedInstrument,
} from './providers/payment-provider.ts';
import type { Providers } from './providers/providers.ts';
import { challengeUrl, replayPayment } from './payment-replay.ts';

export interface PaymentsDeps extends AppDeps {
  providers: Providers;
}

/** Where the sandbox's 3-D Secure challenge lives; a real provider answers its own URL. */

export const requestHashOf = (body: unknown): string =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** The deposit's instrument: the form's fields, or a saved profile's token (one-click deposit). */
async function instrumentOf(
  deps: PaymentsDeps,
  playerId: number,
  body: DepositBody,
  type: string,
): Promise<{ fields: PaymentFields; token?: string }> {
  if (body.profile_id === undefined) {
    const errors = paymentFieldErrors(type, 'deposit', body.fields ?? {});
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { fields: body.fields ?? {} };
  }
  const profile = await deps.db
    .selectFrom('payment_profiles')
    .select(['details'])
    .where('id', '=', body.profile_id)
    .where('player_id', '=', playerId)
    .where('method_id', '=', body.method)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const token = profile?.details.token;
  if (typeof token !== 'string')
    throw validationError({ profile_id: [VALIDATION.PAYMENT_PROFILE_INVALID] });
  return { fields: {}, token };
}

/**
 * POST /api/player/payments/deposit: checks everything the server is the authority for (method offered to this
 * player, wallet, amount within the method's limits, the currency's threshold and whole units, the profile fields
 * the deposit context requires, the instrument's fields), records the payment as pending, asks the provider, and
 * records the outcome: credited to the real part (succeeded), declined, or waiting for 3-D Secure (processing).
 * Idempotent by the key: a retry answers the payment as it is now.
 */
export async function createDeposit(
  deps: PaymentsDeps,
  playerId: number,
  body: DepositBody,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const hash = requestHashOf(body);
  const earlier = await findPaymentByKey(deps.db, playerId, idempotencyKey);
  if (earlier) return replayPayment(deps, earlier, hash);

  const payer = await loadPayer(deps.db, playerId);
  const method = await offeredMethod(deps.db, payer, 'deposit', body.currency, body.method);
  if (!method || method.type === 'crypto')
    throw validationError({ method: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] });
  if (!(await findWallet(deps.db, playerId, body.currency)))
    throw validationError({ currency: [VALIDATION.CURRENCY_INVALID] });
  const amountError = paymentAmountError(body.amount_cents, body.currency, 'deposit', {
    min: method.min_cents,
    max: method.max_cents,
    step: depositStepMinor(body.currency),
  });
  if (amountError) throw validationError({ amount_cents: [amountError] });
  const missing = await missingProfileFields(deps.db, playerId, 'deposit', method.type);
  if (missing.length > 0)
    throw validationError(
      Object.fromEntries(missing.map((field) => [field, [VALIDATION.REQUIRED]])),
    );
  const instrument = await instrumentOf(deps, playerId, body, method.type);
  const provider = deps.providers.get(method.provider);
  if (!provider) throw new Error(`no provider ${method.provider}`);
  const saved: SavedInstrument | null =
    body.save_profile && method.saves_profiles && !instrument.token
      ? provider.tokenize(instrument.fields)
      : null;

  let paymentId: number;
  try {
    paymentId = await inTransaction(deps, async (trx) => {
      // Spec 04 section 6: breaks and deposit limits are the server's to enforce, in the transaction that records
      // the deposit; the player's limit lock makes parallel deposits count one after the other.
      await assertDepositAllowed(
        trx,
        { playerId, currency: body.currency, amount_cents: body.amount_cents },
        () => findOpenDeposits(trx, playerId, body.currency),
      );
      const id = await insertPayment(trx, {
        player_id: playerId,
        action: 'deposit',
        state: 'pending',
        method_id: method.id,
        currency: body.currency,
        amount_cents: body.amount_cents,
        profile_id: body.profile_id ?? null,
        details: JSON.stringify({
          ...maskedDetails(instrument.fields),
          ...(saved ? { save_instrument: saved } : {}),
        }),
        idempotency_key: idempotencyKey,
        request_hash: hash,
      });
      // Spec 01 section 5: an IBAN starting with LT adds the player to group 1101 (the Lithuania message).
      const group = instrument.fields.iban ? ibanGroupToAdd(instrument.fields.iban) : null;
      if (group !== null) await addGroups(trx, playerId, [group]);
      await changePayment(trx, deps.config, id, {});
      return id;
    });
  } catch (error) {
    // The same key raced in from a parallel request: answer as that one.
    const raced = await findPaymentByKey(deps.db, playerId, idempotencyKey);
    if (raced) return replayPayment(deps, raced, hash);
    throw error;
  }

  let outcome: ProviderOutcome;
  try {
    outcome = await provider.deposit({
      paymentId,
      currency: body.currency,
      amount: body.amount_cents,
      fields: instrument.fields,
      ...(instrument.token ? { token: instrument.token } : {}),
    });
  } catch (error) {
    // An unreachable provider declined nothing for sure: the payment stays open until the expiry job closes it.
    throw new DomainError('Conflict', `payment provider unavailable: ${String(error)}`);
  }
  return settleDeposit(deps, paymentId, outcome);
}

/**
 * Records a provider's outcome for an open deposit, once: a succeeded deposit is credited to the real part by one
 * ledger transfer keyed by the payment (a second confirmation credits nothing), in the same transaction as the state.
 */
export async function settleDeposit(
  deps: AppDeps,
  paymentId: number,
  outcome: ProviderOutcome,
): Promise<PaymentResult> {
  return inTransaction(deps, async (trx) => {
    const row = await lockPayment(trx, paymentId);
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    if (row.state !== 'pending' && row.state !== 'processing') {
      return { payment: await changePayment(trx, deps.config, paymentId, {}), next_action: null };
    }
    if (outcome.kind === 'challenge') {
      const token = randomBytes(16).toString('base64url');
      const payment = await changePayment(trx, deps.config, paymentId, {
        state: 'processing',
        provider_reference: outcome.reference,
        action_token: token,
      });
      return { payment, next_action: { type: 'redirect', url: challengeUrl(token) } };
    }
    if (outcome.kind === 'declined') {
      const payment = await changePayment(trx, deps.config, paymentId, {
        state: 'declined',
        cancellation_reason: outcome.reason,
        provider_reference: outcome.reference ?? row.provider_reference,
        action_token: null,
        finished_at: new Date(),
      });
      return { payment, next_action: null };
    }
    await postTransfer(trx, {
      kind: 'deposit',
      idempotencyKey: `payment:${paymentId}:credit`,
      playerId: row.player_id,
      currency: row.currency,
      reference: `payment:${paymentId}`,
      legs: [
        { account: 'real', amount: cents(row.amount_cents) },
        { account: 'gateway', amount: cents(-row.amount_cents) },
      ],
    });
    await saveProfile(trx, row);
    const payment = await changePayment(trx, deps.config, paymentId, {
      state: 'succeeded',
      provider_reference: outcome.reference,
      action_token: null,
      finished_at: new Date(),
    });
    return { payment, next_action: null };
  });
}

export type { PaymentRow };
