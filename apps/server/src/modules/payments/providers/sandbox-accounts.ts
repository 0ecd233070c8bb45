import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderOutcome } from './payment-provider.ts';

/**
 * The sandbox of the account-based methods: bank transfer and sofort (IBAN), Skrill and Neteller (wallet e-mail),
 * paysafecard (voucher code). Everything succeeds at once, except what the sandbox documents as refused
 * (docs/payments-sandbox.md): a wallet e-mail with `+decline` before the @, a voucher code starting 0000 (already
 * used), and an IBAN whose account number ends in 0000 (account closed).
 */
function outcomeOf(fields: Record<string, string | undefined>): ProviderOutcome {
  const reference = `tx_sandbox_${randomBytes(8).toString('hex')}`;
  if (fields.wallet_email && /\+decline@/i.test(fields.wallet_email))
    return { kind: 'declined', reason: 'account_declined', reference };
  if (fields.voucher_code?.replace(/\s/g, '').startsWith('0000'))
    return { kind: 'declined', reason: 'voucher_used', reference };
  if (fields.iban?.replace(/\s/g, '').endsWith('0000'))
    return { kind: 'declined', reason: 'account_closed', reference };
  return { kind: 'succeeded', reference };
}

export function sandboxAccountsProvider(id: string): PaymentProvider {
  return {
    id,
    deposit: async (payment) => outcomeOf(payment.fields),
    completeChallenge: async () => ({ kind: 'declined', reason: 'no_challenge' }),
    payout: async (payment) => outcomeOf(payment.fields),
    tokenize: () => null,
  };
}
