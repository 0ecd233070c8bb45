import type { PaymentResult } from '@casino/api/payments';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../http/errors.ts';
import { recallAllowed } from './payment-changes.ts';
import { serializePayment } from './payment-serializer.ts';
import type { PaymentRow } from './payments.repository.ts';

/** Where the player answers a deposit's 3-D Secure challenge (the sandbox's page). */
export const challengeUrl = (token: string) => `/sandbox/3ds/${token}`;

/**
 * A request whose idempotency key was seen (Stripe's semantics, spec 04 section 1): with the same body it answers the
 * payment as it is now (a deposit still waiting for 3-D Secure answers its challenge again), with another body 409.
 */
export function replayPayment(deps: AppDeps, row: PaymentRow, hash: string): PaymentResult {
  if (row.request_hash !== hash)
    throw new DomainError('IdempotencyMismatch', 'This key was used with another request');
  return {
    payment: serializePayment(row, recallAllowed(deps.config, row)),
    next_action:
      row.state === 'processing' && row.action_token
        ? { type: 'redirect', url: challengeUrl(row.action_token) }
        : null,
  };
}
