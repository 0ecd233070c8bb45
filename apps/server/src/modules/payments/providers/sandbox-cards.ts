import { createHmac, randomBytes } from 'node:crypto';
import { normalizeCardNumber } from '@casino/domain/card';
import type { PaymentProvider, ProviderOutcome, ProviderPayment } from './payment-provider.ts';

/**
 * How a sandbox card behaves, by Stripe's documented test numbers (spec 04 section 2); any other valid card succeeds.
 * `three_ds` cards ask for 3-D Secure first (the sandbox challenge page, password `password`).
 */
type CardBehaviour =
  | 'succeeds'
  | 'card_declined'
  | 'insufficient_funds'
  | 'processing_error'
  | 'three_ds'
  | 'three_ds_insufficient_funds';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'three_ds',
  '4000008260003178': 'three_ds_insufficient_funds',
  '4000000000000119': 'processing_error',
};

/** Adyen's 3-DS2 test challenge password. */
export const THREE_DS_PASSWORD = 'password';

const BEHAVIOURS = new Set<string>(Object.values(TEST_CARDS).concat('succeeds'));
const isBehaviour = (value: string): value is CardBehaviour => BEHAVIOURS.has(value);

/** Sandbox tokens carry the card's behaviour, as Stripe's test tokens do (`tok_chargeDeclined`). */
function behaviourOfToken(token: string): CardBehaviour {
  const behaviour = /^tok_sandbox_([a-z_]+)_[0-9a-f]{16}$/.exec(token)?.[1] ?? '';
  return isBehaviour(behaviour) ? behaviour : 'card_declined';
}

function behaviourOf(payment: ProviderPayment): CardBehaviour {
  if (payment.token) return behaviourOfToken(payment.token);
  return TEST_CARDS[normalizeCardNumber(payment.fields.card_number ?? '')] ?? 'succeeds';
}

function charge(behaviour: CardBehaviour, reference: string): ProviderOutcome {
  switch (behaviour) {
    case 'succeeds':
      return { kind: 'succeeded', reference };
    case 'three_ds':
    case 'three_ds_insufficient_funds':
      return { kind: 'challenge', reference: `${reference}:${behaviour}` };
    default:
      return { kind: 'declined', reason: behaviour, reference };
  }
}

const brandOf = (pan: string): string =>
  pan.startsWith('4') ? 'Visa' : /^(5[1-5]|2[2-7])/.test(pan) ? 'Mastercard' : 'Card';

/** The sandbox card acquirer: charges, 3-D Secure challenges, payouts and card tokens for one-click deposits. */
export function sandboxCardsProvider(secret: string): PaymentProvider {
  const reference = () => `ch_sandbox_${randomBytes(8).toString('hex')}`;
  return {
    id: 'sandbox_cards',
    async deposit(payment) {
      return charge(behaviourOf(payment), reference());
    },
    async completeChallenge(challenge, answer) {
      const [charged = '', behaviour = ''] = challenge.split(':');
      if (answer.password !== THREE_DS_PASSWORD)
        return { kind: 'declined', reason: 'authentication_failed', reference: charged };
      return behaviour === 'three_ds_insufficient_funds'
        ? { kind: 'declined', reason: 'insufficient_funds', reference: charged }
        : { kind: 'succeeded', reference: charged };
    },
    async payout(payment) {
      const behaviour = behaviourOf(payment);
      return behaviour === 'processing_error'
        ? { kind: 'declined', reason: 'processing_error' }
        : { kind: 'succeeded', reference: `po_sandbox_${randomBytes(8).toString('hex')}` };
    },
    tokenize(fields) {
      const pan = normalizeCardNumber(fields.card_number ?? '');
      if (pan === '') return null;
      const behaviour = TEST_CARDS[pan] ?? 'succeeds';
      const last4 = pan.slice(-4);
      return {
        token: `tok_sandbox_${behaviour}_${randomBytes(8).toString('hex')}`,
        title: `${brandOf(pan)} •••• ${last4}`,
        fingerprint: createHmac('sha256', secret).update(pan).digest('hex'),
        details: { brand: brandOf(pan), last4, expiry: fields.card_expiry ?? '' },
      };
    },
  };
}
