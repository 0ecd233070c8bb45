import type { LimitPeriod, LimitType } from './limits.ts';

// The UKGC RTS 12 rules of spec 04 section 6 as pure functions of the limit's terms and a clock (`now`), so that
// the server decides with them and the tests move time by hand. Choices the spec left open: docs/decisions.md
// "Limits".

/** The answers of the limit calls (422 field errors), translated from locales/<locale>/LIMITS.json. */
export const LIMIT_ERRORS = {
  PERIOD_INVALID: 'LIMITS.ERRORS.PERIOD_INVALID',
  AMOUNT_REQUIRED: 'LIMITS.ERRORS.AMOUNT_REQUIRED',
  AMOUNT_NOT_ALLOWED: 'LIMITS.ERRORS.AMOUNT_NOT_ALLOWED',
  CURRENCY_INVALID: 'LIMITS.ERRORS.CURRENCY_INVALID',
  CHANGE_PENDING: 'LIMITS.ERRORS.CHANGE_PENDING',
  CANNOT_LIFT_EARLY: 'LIMITS.ERRORS.CANNOT_LIFT_EARLY',
  TOKEN_INVALID: 'LIMITS.ERRORS.TOKEN_INVALID',
  CONFIRM_TOO_EARLY: 'LIMITS.ERRORS.CONFIRM_TOO_EARLY',
  CONFIRM_EXPIRED: 'LIMITS.ERRORS.CONFIRM_EXPIRED',
  DEPOSIT_LIMIT_REACHED: 'LIMITS.ERRORS.DEPOSIT_LIMIT_REACHED',
  PLAY_LIMIT_REACHED: 'LIMITS.ERRORS.PLAY_LIMIT_REACHED',
  EXCLUDED: 'LIMITS.ERRORS.EXCLUDED',
  SESSION_LIMIT_REACHED: 'LIMITS.ERRORS.SESSION_LIMIT_REACHED',
  REALITY_CHECK_DUE: 'LIMITS.ERRORS.REALITY_CHECK_DUE',
} as const;
export type LimitErrorKey = (typeof LIMIT_ERRORS)[keyof typeof LIMIT_ERRORS];

/** Limits on amounts of money per period. */
export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const;
/** Breaks from play that nobody can end early (RTS 12, spec 04 section 6). */
export const EXCLUSION_TYPES = ['coolingoff', 'selfexclusion'] as const;

export const isExclusionType = (type: string): type is (typeof EXCLUSION_TYPES)[number] =>
  (EXCLUSION_TYPES as readonly string[]).includes(type);
export const isMoneyLimitType = (type: string): type is (typeof MONEY_LIMIT_TYPES)[number] =>
  (MONEY_LIMIT_TYPES as readonly string[]).includes(type);

/** The periods each type accepts: RTS 12's 24 h, 7 days and a month for limits; longer spans for breaks. */
export const PERIODS_BY_TYPE: Record<LimitType, readonly LimitPeriod[]> = {
  deposit: ['day', 'week', 'month'],
  loss: ['day', 'week', 'month'],
  wager: ['day', 'week', 'month'],
  session: ['day', 'week', 'month'],
  coolingoff: ['day', 'week', 'month', 'three_months'],
  selfexclusion: ['six_months', 'year', 'five_years'],
};

/** RTS 12: an increase or removal waits 24 hours before the player may confirm it. */
export const CHANGE_DELAY_MS = 24 * 60 * 60 * 1000;
/** How long after the 24 hours the e-mailed confirmation link still works; then the request lapses. */
export const CONFIRM_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const FIXED_MS: Partial<Record<LimitPeriod, number>> = { day: DAY_MS, week: 7 * DAY_MS };
const MONTHS: Partial<Record<LimitPeriod, number>> = {
  month: 1,
  three_months: 3,
  six_months: 6,
  year: 12,
  five_years: 60,
};

function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/** `times` periods after `from`; months keep the day of the month (31 January + 1 month = 28/29 February). */
export function addPeriod(from: Date, period: LimitPeriod, times = 1): Date {
  const fixed = FIXED_MS[period];
  if (fixed !== undefined) return new Date(from.getTime() + fixed * times);
  return addMonths(from, (MONTHS[period] ?? 1) * times);
}

/**
 * The period a limit counts in at `now`: periods follow each other from the moment the limit was set (`anchor`), so
 * a daily limit set at 18:00 counts from 18:00 to 18:00. `end` is when the count starts again (`active_until`).
 */
export function periodWindow(
  period: LimitPeriod,
  anchor: Date,
  now: Date,
): { start: Date; end: Date } {
  if (now < anchor) return { start: anchor, end: addPeriod(anchor, period) };
  const fixed = FIXED_MS[period];
  let index: number;
  if (fixed !== undefined) index = Math.floor((now.getTime() - anchor.getTime()) / fixed);
  else {
    const months = MONTHS[period] ?? 1;
    const elapsed =
      (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
      now.getUTCMonth() -
      anchor.getUTCMonth();
    index = Math.max(0, Math.floor(elapsed / months));
    while (index > 0 && addPeriod(anchor, period, index) > now) index -= 1;
    while (addPeriod(anchor, period, index + 1) <= now) index += 1;
  }
  return { start: addPeriod(anchor, period, index), end: addPeriod(anchor, period, index + 1) };
}

/** What a limit holds back: an amount per currency for money limits, minutes of play for a session limit. */
export interface LimitTerms {
  accounts: readonly { currency: string; amount_cents: number }[];
  minutes: number | null;
}

export interface LimitChangePlan {
  /** The terms in force from now: every tightening at once (RTS 12: a decrease or a new limit takes effect now). */
  now: LimitTerms;
  /** The terms asked for when they loosen anything: they wait 24 hours and a confirmation; null when nothing does. */
  later: LimitTerms | null;
}

/**
 * RTS 12, spec 04 section 6: splits a requested change of a limit into what tightens (now) and what loosens (later).
 * Per currency the lower amount holds now; a currency named for the first time is a new limit, so it holds now; a
 * currency left out of the request loosens (its limit goes), so it waits.
 */
export function planLimitChange(
  current: LimitTerms | null,
  requested: LimitTerms,
): LimitChangePlan {
  if (!current) return { now: requested, later: null };
  let loosens = false;
  const accounts = requested.accounts.map((asked) => {
    const held = current.accounts.find((account) => account.currency === asked.currency);
    if (held && asked.amount_cents > held.amount_cents) loosens = true;
    return {
      currency: asked.currency,
      amount_cents: held ? Math.min(held.amount_cents, asked.amount_cents) : asked.amount_cents,
    };
  });
  for (const held of current.accounts) {
    if (requested.accounts.some((asked) => asked.currency === held.currency)) continue;
    loosens = true;
    accounts.push({ currency: held.currency, amount_cents: held.amount_cents });
  }
  let minutes = requested.minutes;
  if (current.minutes !== null && requested.minutes !== null) {
    if (requested.minutes > current.minutes) loosens = true;
    minutes = Math.min(current.minutes, requested.minutes);
  } else if (current.minutes !== null) {
    loosens = true;
    minutes = current.minutes;
  }
  return { now: { accounts, minutes }, later: loosens ? requested : null };
}

/** True when the terms are the same (the order of the accounts aside). */
export function sameTerms(a: LimitTerms, b: LimitTerms): boolean {
  return (
    a.minutes === b.minutes &&
    a.accounts.length === b.accounts.length &&
    a.accounts.every((left) =>
      b.accounts.some(
        (right) => right.currency === left.currency && right.amount_cents === left.amount_cents,
      ),
    )
  );
}

/** When a change asked for at `requestedAt` may be confirmed, and until when. */
export function changeWindow(requestedAt: Date): { effective_at: Date; confirm_until: Date } {
  const effective = requestedAt.getTime() + CHANGE_DELAY_MS;
  return {
    effective_at: new Date(effective),
    confirm_until: new Date(effective + CONFIRM_WINDOW_MS),
  };
}

export interface PendingChange {
  effective_at: Date;
  confirm_until: Date;
}

/** An open request still counts (blocks a second one, can be confirmed) until its confirmation window has passed. */
export const isChangeOpen = (change: PendingChange, now: Date): boolean =>
  now <= change.confirm_until;

/**
 * RTS 12: the player confirms an increase or removal again after the 24 hours, through the e-mailed link, within the
 * window. Null when `now` is a good time; an unknown or used token is the caller's TOKEN_INVALID.
 */
export function confirmationError(change: PendingChange, now: Date): LimitErrorKey | null {
  if (now < change.effective_at) return LIMIT_ERRORS.CONFIRM_TOO_EARLY;
  if (now > change.confirm_until) return LIMIT_ERRORS.CONFIRM_EXPIRED;
  return null;
}

/**
 * A break (cooling-off, self-exclusion) asked for while one of the same type runs: a longer one replaces it at once,
 * one that would end sooner is refused (neither can be lifted early).
 */
export function exclusionError(runningUntil: Date | null, askedUntil: Date): LimitErrorKey | null {
  return runningUntil && askedUntil < runningUntil ? LIMIT_ERRORS.CANNOT_LIFT_EARLY : null;
}

/** Why a removal cannot be asked for, or null: breaks cannot be lifted, and one request waits at a time. */
export function removalError(type: LimitType, hasOpenChange: boolean): LimitErrorKey | null {
  if (isExclusionType(type)) return LIMIT_ERRORS.CANNOT_LIFT_EARLY;
  return hasOpenChange ? LIMIT_ERRORS.CHANGE_PENDING : null;
}

export interface CountedAccount {
  amount_cents: number;
  current_value_amount_cents: number;
}

/**
 * RTS 12, where several limits apply the lowest wins: what the player may still spend under all of them at once,
 * never below 0; null when none applies.
 */
export function remainingUnder(limits: readonly CountedAccount[]): number | null {
  if (limits.length === 0) return null;
  return Math.max(
    0,
    Math.min(
      ...limits.map((limit) => limit.amount_cents - Math.abs(limit.current_value_amount_cents)),
    ),
  );
}

/**
 * A deposit (under the deposit limits) or a stake (under the wager and loss limits: a stake may be lost whole) of
 * `amount` goes through when it fits under every limit; otherwise what still fits.
 */
export function spendVerdict(
  limits: readonly CountedAccount[],
  amount: number,
): { allowed: true } | { allowed: false; remaining: number } {
  const remaining = remainingUnder(limits);
  if (remaining === null || amount <= remaining) return { allowed: true };
  return { allowed: false, remaining };
}

/** The break in force at `now` that ends last, or null: it refuses deposits, real play and bonuses. */
export function activeExclusion<T extends { type: string; ends_at: Date | null }>(
  limits: readonly T[],
  now: Date,
): T | null {
  let found: T | null = null;
  for (const limit of limits) {
    if (!isExclusionType(limit.type) || !limit.ends_at || limit.ends_at <= now) continue;
    if (!found?.ends_at || limit.ends_at > found.ends_at) found = limit;
  }
  return found;
}
