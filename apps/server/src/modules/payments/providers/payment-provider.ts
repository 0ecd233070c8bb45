import type { PaymentFieldName } from '@casino/api/payments';

export type PaymentFields = Partial<Record<PaymentFieldName, string>>;

/** What a provider answers: done, refused, or waiting for the player (3-D Secure) or the network (crypto). */
export type ProviderOutcome =
  | { kind: 'succeeded'; reference: string }
  | { kind: 'declined'; reason: string; reference?: string }
  | { kind: 'challenge'; reference: string };

export interface ProviderPayment {
  paymentId: number;
  currency: string;
  amount: number;
  fields: PaymentFields;
  /** A saved profile's token (one-click deposit) instead of the fields. */
  token?: string;
}

export interface SavedInstrument {
  token: string;
  title: string;
  /** What tells two saves of one instrument apart without keeping it (a keyed hash). */
  fingerprint: string;
  details: Record<string, string>;
}

/**
 * A payment service provider as the casino sees it: the sandbox implements it, and so could a real PSP. Calls go
 * outside the casino's database transactions (they are network calls); the casino records their outcomes.
 */
export interface PaymentProvider {
  id: string;
  deposit(payment: ProviderPayment): Promise<ProviderOutcome>;
  /** The player's answer to a challenge the provider asked for (3-D Secure). */
  completeChallenge(reference: string, answer: { password: string }): Promise<ProviderOutcome>;
  payout(payment: ProviderPayment): Promise<ProviderOutcome>;
  /** A reusable token for the instrument of these fields, for one-click deposits; null when it keeps none. */
  tokenize(fields: PaymentFields): SavedInstrument | null;
}
