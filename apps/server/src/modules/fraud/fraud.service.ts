import type { FraudCheck, FraudCheckBody } from '@casino/api/fraud';
import { isCrypto } from '@casino/domain/currency';
import { FRAUD_VELOCITY_MINUTES, fraudVerdict } from '@casino/domain/fraud-rules';
import type { AppDeps } from '../../deps.ts';
import { unauthenticated } from '../../http/errors.ts';
import {
  cardSeenBefore,
  checksSince,
  insertFraudCheck,
  largestSucceeded,
  playerCountryOf,
} from './fraud.repository.ts';

export interface FraudRequest {
  playerId: number;
  /** The country the request came from (geo header or GeoIP) and its address: measured, never taken from the body. */
  country: string;
  ip: string;
}

/**
 * POST /api/users/transaction: measures the signals of the rules (packages/domain fraud-rules.ts) on the server's own
 * records, stores the check with its verdict and answers it. The body's identity fields (names, e-mail, status) are
 * recorded, not trusted.
 */
export async function checkTransaction(
  deps: AppDeps,
  request: FraudRequest,
  { transaction }: FraudCheckBody,
): Promise<FraudCheck> {
  const { db } = deps;
  const playerCountry = await playerCountryOf(db, request.playerId);
  if (playerCountry === null) throw unauthenticated();
  const since = new Date(Date.now() - FRAUD_VELOCITY_MINUTES * 60_000);
  const action = transaction.type === 'payout' ? 'cashout' : 'deposit';
  const card = transaction.card_last4
    ? {
        last4: transaction.card_last4,
        expiry: transaction.card_expiry ?? null,
        bin: transaction.card_bin ?? null,
      }
    : null;
  const [recentChecks, largestEarlierCents, seenCard] = await Promise.all([
    checksSince(db, request.playerId, since),
    largestSucceeded(db, request.playerId, action, transaction.currency),
    card ? cardSeenBefore(db, request.playerId, card) : Promise.resolve(true),
  ]);
  const verdict = fraudVerdict({
    recentChecks,
    amountCents: transaction.amount_cents,
    largestEarlierCents,
    firstAmountRuleApplies: !isCrypto(transaction.currency),
    newCard: !seenCard,
    countryMismatch: transaction.country !== undefined && transaction.country !== playerCountry,
    geoMismatch: request.country !== playerCountry,
  });
  const id = await insertFraudCheck(db, {
    player_id: request.playerId,
    type: transaction.type,
    amount_cents: transaction.amount_cents,
    currency: transaction.currency,
    payment_system: transaction.payment_system,
    card_bin: transaction.card_bin ?? null,
    card_last4: transaction.card_last4 ?? null,
    card_expiry: transaction.card_expiry ?? null,
    request_country: request.country,
    request_ip: request.ip,
    payload: JSON.stringify(transaction),
    decision: verdict.decision,
    score: verdict.score,
    reasons: verdict.reasons,
  });
  return { id, ...verdict };
}
