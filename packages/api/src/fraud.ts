import { z } from 'zod';
import { FRAUD_REASONS } from '@casino/domain/fraud-rules';
import { VALIDATION } from '@casino/domain/validation-keys';

/**
 * POST /api/users/transaction (spec 03 section 4: the path is the reference client's, the body ours from spec 02's
 * field list): the fraud check before a deposit (`transaction`) or a cashout (`payout`). Who the player is, their
 * status and the country of the request the server reads itself; the body's copies are kept for the record only.
 */
export const fraudCheckBodySchema = z.strictObject({
  transaction: z.strictObject({
    type: z.enum(['transaction', 'payout'], VALIDATION.INVALID_VALUE),
    amount_cents: z
      .number(VALIDATION.INTEGER)
      .int(VALIDATION.INTEGER)
      .positive(VALIDATION.MIN_VALUE)
      .max(Number.MAX_SAFE_INTEGER, VALIDATION.MAX_VALUE),
    currency: z.string().trim().toUpperCase().min(2).max(10),
    payment_system: z.string().min(1).max(50),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, VALIDATION.COUNTRY_INVALID)
      .optional(),
    first_name: z.string().max(100).optional(),
    last_name: z.string().max(100).optional(),
    email: z.string().max(254).optional(),
    /** The device fingerprint (spec 03 section 4 conventions). */
    dfpc: z.string().max(500).optional(),
    card_bin: z
      .string()
      .regex(/^\d{6,8}$/, VALIDATION.CARD_NUMBER_INVALID)
      .optional(),
    card_last4: z
      .string()
      .regex(/^\d{4}$/, VALIDATION.CARD_NUMBER_INVALID)
      .optional(),
    card_expiry: z
      .string()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, VALIDATION.CARD_EXPIRY_INVALID)
      .optional(),
    status: z.string().max(50).optional(),
  }),
});
export type FraudCheckBody = z.infer<typeof fraudCheckBodySchema>;

export const fraudCheckSchema = z.object({
  id: z.number().int(),
  decision: z.enum(['approve', 'review', 'decline']),
  score: z.number().int(),
  reasons: z.array(z.enum(FRAUD_REASONS)),
});
export type FraudCheck = z.infer<typeof fraudCheckSchema>;
