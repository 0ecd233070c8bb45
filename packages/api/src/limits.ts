import { z } from 'zod';
import { LIMIT_ERRORS, PERIODS_BY_TYPE, isExclusionType } from '@casino/domain/limit-rules';
import { LIMIT_PERIODS, LIMIT_TYPES } from '@casino/domain/limits';
import { VALIDATION } from '@casino/domain/validation-keys';

// Wire shapes of the limit calls (spec 03 section 9) and the user-limit item (spec 03 section 1.5 with the fields of
// spec 04 section 6). Our additions to the item: `minutes` (a session limit's length) and `pending` (the increase
// or removal waiting for its 24 hours and confirmation), documented in docs/decisions.md "Limits".

const timestamp = z.string();
/** A session limit's play time per period, at most the period's whole length (a month of minutes). */
export const MAX_SESSION_MINUTES = 31 * 24 * 60;

export const LIMIT_STATUSES = ['active', 'pending_increase', 'pending_removal'] as const;
export type LimitStatus = (typeof LIMIT_STATUSES)[number];

const limitAmountSchema = z.strictObject({
  currency: z
    .string(LIMIT_ERRORS.CURRENCY_INVALID)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,5}$/, LIMIT_ERRORS.CURRENCY_INVALID),
  amount_cents: z
    .number(VALIDATION.INTEGER)
    .int(VALIDATION.INTEGER)
    .positive(VALIDATION.MIN_VALUE)
    .max(Number.MAX_SAFE_INTEGER, VALIDATION.MAX_VALUE),
});

/**
 * POST /api/user_limits: sets a limit of a type and period (the same call creates and changes it). Money limits
 * (deposit, loss, wager) carry an amount per currency, a session limit its minutes, a break (cooling-off,
 * self-exclusion) nothing but its period.
 */
export const userLimitBodySchema = z
  .strictObject({
    type: z.enum(LIMIT_TYPES, VALIDATION.INVALID_VALUE),
    period: z.enum(LIMIT_PERIODS, LIMIT_ERRORS.PERIOD_INVALID),
    accounts: z.array(limitAmountSchema).max(30, VALIDATION.TOO_LONG).optional(),
    minutes: z
      .number(VALIDATION.INTEGER)
      .int(VALIDATION.INTEGER)
      .positive(VALIDATION.MIN_VALUE)
      .max(MAX_SESSION_MINUTES, VALIDATION.MAX_VALUE)
      .optional(),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!PERIODS_BY_TYPE[body.type].includes(body.period))
      issue('period', LIMIT_ERRORS.PERIOD_INVALID);
    const accounts = body.accounts ?? [];
    if (body.type === 'session') {
      if (body.minutes === undefined) issue('minutes', LIMIT_ERRORS.AMOUNT_REQUIRED);
      if (accounts.length > 0) issue('accounts', LIMIT_ERRORS.AMOUNT_NOT_ALLOWED);
    } else if (isExclusionType(body.type)) {
      if (accounts.length > 0) issue('accounts', LIMIT_ERRORS.AMOUNT_NOT_ALLOWED);
      if (body.minutes !== undefined) issue('minutes', LIMIT_ERRORS.AMOUNT_NOT_ALLOWED);
    } else {
      if (accounts.length === 0) issue('amount_cents', LIMIT_ERRORS.AMOUNT_REQUIRED);
      if (body.minutes !== undefined) issue('minutes', LIMIT_ERRORS.AMOUNT_NOT_ALLOWED);
      if (new Set(accounts.map((account) => account.currency)).size !== accounts.length)
        issue('currency', LIMIT_ERRORS.CURRENCY_INVALID);
    }
  });
export type UserLimitBody = z.infer<typeof userLimitBodySchema>;

/** POST /api/user_limits/confirm: the token of the e-mailed link (public route /profile/limits/confirm). */
export const confirmLimitBodySchema = z.strictObject({
  token: z.string(LIMIT_ERRORS.TOKEN_INVALID).min(1, LIMIT_ERRORS.TOKEN_INVALID).max(200),
});
export type ConfirmLimitBody = z.infer<typeof confirmLimitBodySchema>;

export const limitIdParamsSchema = z.strictObject({
  id: z.coerce
    .number(VALIDATION.INTEGER)
    .int(VALIDATION.INTEGER)
    .positive()
    .max(2 ** 53 - 1),
});

/** User limit item (spec 03 section 1.5, spec 04 section 6). */
export const userLimitSchema = z.object({
  id: z.number().int(),
  type: z.enum(LIMIT_TYPES),
  period: z.enum(LIMIT_PERIODS),
  status: z.enum(LIMIT_STATUSES),
  strategy: z.string().nullable(),
  parent_type: z.string().nullable(),
  created_at: timestamp,
  /** A break's end, or the moment a requested removal may be confirmed. */
  disable_at: timestamp.nullable(),
  /** The last moment a requested increase or removal may be confirmed. */
  confirm_until: timestamp.nullable(),
  accounts: z.array(
    z.object({
      currency: z.string(),
      amount_cents: z.number().int(),
      current_value_amount_cents: z.number().int(),
      /** When the current period ends and the count starts again. */
      active_until: timestamp,
    }),
  ),
  minutes: z.number().int().nullable(),
  pending: z
    .object({
      kind: z.enum(['increase', 'removal']),
      accounts: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })),
      minutes: z.number().int().nullable(),
      /** The earliest moment the change may be confirmed (24 hours after it was asked for). */
      effective_at: timestamp,
      confirm_until: timestamp,
    })
    .nullable(),
});
export type UserLimit = z.infer<typeof userLimitSchema>;

export const userLimitsSchema = z.array(userLimitSchema);

/** The 422 of a deposit past a deposit limit: the field error and what may still be deposited in the period. */
export const limitReachedSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  remaining_amount_cents: z.number().int(),
  currency: z.string(),
});
export type LimitReached = z.infer<typeof limitReachedSchema>;
