/** Limit types of spec 01 section 3. */
export const LIMIT_TYPES = [
  'deposit',
  'coolingoff',
  'selfexclusion',
  'loss',
  'wager',
  'session',
] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/**
 * Limit periods of spec 01 section 3 ("day, week, month and longer"). The longer ones are our choice:
 * three and six months, a year and five years, the usual responsible-gambling cool-off and exclusion spans
 * (UKGC: a self-exclusion lasts at least six months and may last five years).
 */
export const LIMIT_PERIODS = [
  'day',
  'week',
  'month',
  'three_months',
  'six_months',
  'year',
  'five_years',
] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export interface LimitAccount {
  currency: string;
  amount_cents: number;
  current_value_amount_cents: number;
}

export interface LimitLike {
  type: string;
  accounts: readonly LimitAccount[];
}

/** True for the strings of LIMIT_TYPES. */
export function isLimitType(value: string): value is LimitType {
  return LIMIT_TYPES.some((type) => type === value);
}

/**
 * Spec 01 section 4: reached when amount minus the absolute current value is at most 0 for the player's
 * currency; a cooling-off limit always counts as reached. A limit with no account in that currency does
 * not apply to it.
 */
export function isLimitReached(limit: LimitLike, currency: string): boolean {
  if (limit.type === 'coolingoff') return true;
  const account = limit.accounts.find((entry) => entry.currency === currency);
  if (!account) return false;
  return account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0;
}

/** Spec 01 section 2: the game route goes to the limits page when any limit is reached. */
export function anyLimitReached(limits: readonly LimitLike[], currency: string): boolean {
  return limits.some((limit) => isLimitReached(limit, currency));
}
