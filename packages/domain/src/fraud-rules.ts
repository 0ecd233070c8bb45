/**
 * The fraud check's rules (POST /api/users/transaction, spec 02 "Auth, fraud and logging"): signals the server
 * measures become weighted reasons; their score decides. Documented in docs/decisions.md ("Fraud check").
 */

export const FRAUD_REASONS = [
  'velocity',
  'velocity_extreme',
  'amount',
  'new_card',
  'country_mismatch',
  'geo_mismatch',
] as const;
export type FraudReason = (typeof FRAUD_REASONS)[number];

export type FraudDecision = 'approve' | 'review' | 'decline';

/** What each reason adds to the score. */
export const FRAUD_WEIGHTS: Readonly<Record<FraudReason, number>> = {
  velocity: 40,
  velocity_extreme: 100,
  amount: 40,
  new_card: 20,
  country_mismatch: 30,
  geo_mismatch: 20,
};

/** Score from which a transaction waits for a person, and from which it is refused. */
export const FRAUD_REVIEW_SCORE = 50;
export const FRAUD_DECLINE_SCORE = 100;

/** Checks by one player within FRAUD_VELOCITY_MINUTES: more than the first is `velocity`, more than the second `velocity_extreme`. */
export const FRAUD_VELOCITY_MINUTES = 10;
export const FRAUD_VELOCITY_LIMITS = { review: 5, decline: 10 } as const;

/** An amount above this many times the player's largest earlier success in the currency is unusual. */
export const FRAUD_AMOUNT_FACTOR = 5;
/** A first transaction in a fiat currency above this (minor units, two-decimal currencies) is unusual. */
export const FRAUD_FIRST_AMOUNT_CENTS = 200_000;

export interface FraudSignals {
  /** Checks of this player in the velocity window before this one. */
  recentChecks: number;
  amountCents: number;
  /** The player's largest succeeded transaction in this currency; null when none. */
  largestEarlierCents: number | null;
  /** Whether the amount rule applies to a first transaction (fiat currencies; crypto units differ too much). */
  firstAmountRuleApplies: boolean;
  /** A card was given and the player never used it before; false without a card. */
  newCard: boolean;
  /** The country in the payload differs from the player's registered country. */
  countryMismatch: boolean;
  /** The country the request came from differs from the player's registered country. */
  geoMismatch: boolean;
}

export interface FraudVerdict {
  decision: FraudDecision;
  score: number;
  reasons: FraudReason[];
}

export function fraudReasons(signals: FraudSignals): FraudReason[] {
  const reasons: FraudReason[] = [];
  if (signals.recentChecks >= FRAUD_VELOCITY_LIMITS.decline) reasons.push('velocity_extreme');
  else if (signals.recentChecks >= FRAUD_VELOCITY_LIMITS.review) reasons.push('velocity');
  const unusualAmount =
    signals.largestEarlierCents === null
      ? signals.firstAmountRuleApplies && signals.amountCents > FRAUD_FIRST_AMOUNT_CENTS
      : signals.amountCents > signals.largestEarlierCents * FRAUD_AMOUNT_FACTOR;
  if (unusualAmount) reasons.push('amount');
  if (signals.newCard) reasons.push('new_card');
  if (signals.countryMismatch) reasons.push('country_mismatch');
  if (signals.geoMismatch) reasons.push('geo_mismatch');
  return reasons;
}

export function fraudVerdict(signals: FraudSignals): FraudVerdict {
  const reasons = fraudReasons(signals);
  const score = reasons.reduce((sum, reason) => sum + FRAUD_WEIGHTS[reason], 0);
  const decision: FraudDecision =
    score >= FRAUD_DECLINE_SCORE ? 'decline' : score >= FRAUD_REVIEW_SCORE ? 'review' : 'approve';
  return { decision, score, reasons };
}
