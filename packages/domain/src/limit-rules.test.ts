import { describe, expect, test } from 'vitest';
import type { LimitPeriod } from './limits.ts';
import {
  LIMIT_ERRORS,
  PERIODS_BY_TYPE,
  activeExclusion,
  addPeriod,
  changeWindow,
  confirmationError,
  spendVerdict,
  exclusionError,
  isChangeOpen,
  periodWindow,
  planLimitChange,
  remainingUnder,
  removalError,
  type LimitTerms,
} from './limit-rules.ts';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
/** A clock the tests move by hand. */
const clock = (start: string) => {
  let now = at(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
};
const eur = (amount: number, minutes: number | null = null): LimitTerms => ({
  accounts: [{ currency: 'EUR', amount_cents: amount }],
  minutes,
});

describe('RTS 12: a decrease or a new limit takes effect at once, an increase or removal waits', () => {
  test.each<[string, LimitTerms | null, LimitTerms, LimitTerms, LimitTerms | null]>([
    ['a new limit', null, eur(10_000), eur(10_000), null],
    ['a decrease', eur(10_000), eur(5_000), eur(5_000), null],
    ['the same amount', eur(10_000), eur(10_000), eur(10_000), null],
    ['an increase', eur(10_000), eur(20_000), eur(10_000), eur(20_000)],
    [
      'a new currency beside the old one: the new one holds now',
      eur(10_000),
      {
        accounts: [
          { currency: 'EUR', amount_cents: 10_000 },
          { currency: 'USD', amount_cents: 500 },
        ],
        minutes: null,
      },
      {
        accounts: [
          { currency: 'EUR', amount_cents: 10_000 },
          { currency: 'USD', amount_cents: 500 },
        ],
        minutes: null,
      },
      null,
    ],
    [
      'a currency left out loosens: it stays until confirmed',
      {
        accounts: [
          { currency: 'EUR', amount_cents: 10_000 },
          { currency: 'USD', amount_cents: 500 },
        ],
        minutes: null,
      },
      eur(8_000),
      {
        accounts: [
          { currency: 'EUR', amount_cents: 8_000 },
          { currency: 'USD', amount_cents: 500 },
        ],
        minutes: null,
      },
      eur(8_000),
    ],
    ['session minutes down', eur(0, 60), eur(0, 30), eur(0, 30), null],
    ['session minutes up', eur(0, 60), eur(0, 90), eur(0, 60), eur(0, 90)],
  ])('%s', (_, current, requested, now, later) => {
    expect(planLimitChange(current, requested)).toEqual({ now, later });
  });
});

describe('RTS 12: an increase or removal is confirmed again after 24 hours, within the window', () => {
  test('confirming too early, in the window, and after it (controllable clock)', () => {
    const time = clock('2026-03-01T18:00:00Z');
    const change = changeWindow(time.now());
    expect(change.effective_at).toEqual(at('2026-03-02T18:00:00Z'));
    expect(confirmationError(change, time.now())).toBe(LIMIT_ERRORS.CONFIRM_TOO_EARLY);
    time.advance(24 * HOUR - 1);
    expect(confirmationError(change, time.now())).toBe(LIMIT_ERRORS.CONFIRM_TOO_EARLY);
    time.advance(1);
    expect(confirmationError(change, time.now())).toBeNull();
    time.advance(7 * 24 * HOUR);
    expect(confirmationError(change, time.now())).toBeNull();
    expect(isChangeOpen(change, time.now())).toBe(true);
    time.advance(1);
    expect(confirmationError(change, time.now())).toBe(LIMIT_ERRORS.CONFIRM_EXPIRED);
    expect(isChangeOpen(change, time.now())).toBe(false);
  });

  test.each<[string, boolean, string | null]>([
    ['deposit', false, null],
    ['loss', true, LIMIT_ERRORS.CHANGE_PENDING],
    ['coolingoff', false, LIMIT_ERRORS.CANNOT_LIFT_EARLY],
    ['selfexclusion', false, LIMIT_ERRORS.CANNOT_LIFT_EARLY],
  ])('removing a %s limit (request open: %s) -> %s', (type, open, error) => {
    expect(removalError(type as 'deposit', open)).toBe(error);
  });
});

describe('cooling-off and self-exclusion cannot be lifted early', () => {
  const running = at('2026-04-01T00:00:00Z');
  test.each<[string, Date | null, Date, string | null]>([
    ['none running', null, at('2026-03-02T00:00:00Z'), null],
    ['a longer break extends', running, at('2026-05-01T00:00:00Z'), null],
    [
      'a shorter break is refused',
      running,
      at('2026-03-08T00:00:00Z'),
      LIMIT_ERRORS.CANNOT_LIFT_EARLY,
    ],
  ])('%s', (_, until, asked, error) => {
    expect(exclusionError(until, asked)).toBe(error);
  });

  test('the running break that ends last is the one in force; an ended one is not', () => {
    const now = at('2026-03-01T00:00:00Z');
    const limits = [
      { type: 'deposit', ends_at: null },
      { type: 'coolingoff', ends_at: at('2026-03-02T00:00:00Z') },
      { type: 'selfexclusion', ends_at: at('2026-09-01T00:00:00Z') },
      { type: 'coolingoff', ends_at: at('2026-02-28T00:00:00Z') },
    ];
    expect(activeExclusion(limits, now)?.type).toBe('selfexclusion');
    expect(activeExclusion(limits, at('2026-09-01T00:00:00Z'))).toBeNull();
    expect(activeExclusion([limits[0]!, limits[3]!], now)).toBeNull();
  });
});

describe('where several limits apply, the lowest wins', () => {
  const day = { amount_cents: 10_000, current_value_amount_cents: 2_000 };
  const week = { amount_cents: 30_000, current_value_amount_cents: 25_000 };
  test.each<[string, number, ReturnType<typeof spendVerdict>]>([
    ['within both', 5_000, { allowed: true }],
    ['past the week though within the day', 5_001, { allowed: false, remaining: 5_000 }],
  ])('%s', (_, amount, verdict) => {
    expect(spendVerdict([day, week], amount)).toEqual(verdict);
  });

  test('no limit, no bound; a reached limit leaves 0; loss counts by its absolute value', () => {
    expect(remainingUnder([])).toBeNull();
    expect(spendVerdict([], 10 ** 12)).toEqual({ allowed: true });
    expect(remainingUnder([{ amount_cents: 100, current_value_amount_cents: 150 }])).toBe(0);
    expect(remainingUnder([{ amount_cents: 100, current_value_amount_cents: -40 }])).toBe(60);
  });
});

describe('periods count from the moment the limit was set', () => {
  const anchor = at('2026-01-31T18:00:00Z');
  test.each<[LimitPeriod, string, string, string]>([
    ['day', '2026-01-31T18:00:00Z', '2026-01-31T18:00:00Z', '2026-02-01T18:00:00Z'],
    ['day', '2026-02-01T17:59:59Z', '2026-01-31T18:00:00Z', '2026-02-01T18:00:00Z'],
    ['day', '2026-02-03T09:00:00Z', '2026-02-02T18:00:00Z', '2026-02-03T18:00:00Z'],
    ['week', '2026-02-07T18:00:00Z', '2026-02-07T18:00:00Z', '2026-02-14T18:00:00Z'],
    ['month', '2026-02-15T00:00:00Z', '2026-01-31T18:00:00Z', '2026-02-28T18:00:00Z'],
    ['month', '2026-02-28T18:00:00Z', '2026-02-28T18:00:00Z', '2026-03-31T18:00:00Z'],
    ['month', '2026-04-01T00:00:00Z', '2026-03-31T18:00:00Z', '2026-04-30T18:00:00Z'],
  ])('%s at %s counts from %s until %s', (period, now, start, end) => {
    expect(periodWindow(period, anchor, at(now))).toEqual({ start: at(start), end: at(end) });
  });

  test('longer spans end on the same day of the month', () => {
    expect(addPeriod(at('2026-08-31T10:00:00Z'), 'six_months')).toEqual(at('2027-02-28T10:00:00Z'));
    expect(addPeriod(at('2026-03-01T00:00:00Z'), 'five_years')).toEqual(at('2031-03-01T00:00:00Z'));
  });

  test('RTS 12 periods for limits, longer spans for breaks', () => {
    expect(PERIODS_BY_TYPE.deposit).toEqual(['day', 'week', 'month']);
    expect(PERIODS_BY_TYPE.selfexclusion).not.toContain('day');
  });
});
