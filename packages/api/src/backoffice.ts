import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '@casino/domain/email';
import { VALIDATION } from '@casino/domain/validation-keys';
import { paymentSchema, PAYMENT_STATES } from './payments.ts';
import { requiredString } from './validation.ts';

// Wire shapes of the operators' back office (/api/backoffice/...): sign-in in two steps, the pending-cashouts queue,
// a cashout's detail with the player's history, decisions, and the audit log. Our own design (docs/api.md).

const timestamp = z.string();
const cents = z.number().int();

export const OPERATOR_ROLES = ['admin', 'payments', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What a signed-in operator may do, as the server decides it (the screens hide what the role cannot do). */
export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  can_decide_cashouts: z.boolean(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** POST /api/backoffice/sign_in: step one, the e-mail and password. */
export const operatorSignInBodySchema = z.strictObject({
  email: z
    .string({ error: VALIDATION.REQUIRED })
    .trim()
    .min(1, VALIDATION.REQUIRED)
    .max(EMAIL_MAX_LENGTH, VALIDATION.CREDENTIALS_INVALID),
  password: requiredString().max(256, VALIDATION.CREDENTIALS_INVALID),
});
export type OperatorSignInBody = z.infer<typeof operatorSignInBodySchema>;

/** Step one's answer: the password was right, the code is awaited (a pending session cookie is set). */
export const operatorSignInStepSchema = z.object({ next: z.literal('code') });

/** POST /api/backoffice/sign_in/code: step two, the authenticator's current code. */
export const operatorCodeBodySchema = z.strictObject({
  code: z
    .string({ error: VALIDATION.OTP_REQUIRED })
    .trim()
    .regex(/^\d{6}$/, VALIDATION.OTP_INVALID),
});

/** ?page=&per_page= of the paged lists, 20 a page by default, at most 100. */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});

/** The player a cashout belongs to, as the queue and the detail show them. */
export const cashoutPlayerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string().nullable(),
  created_at: timestamp,
});
export type CashoutPlayer = z.infer<typeof cashoutPlayerSchema>;

/** A cashout as operators see it: amount, fee and where the money goes (masked card and IBAN, as stored). */
export const operatorCashoutSchema = z.object({
  id: z.number().int(),
  state: z.enum(PAYMENT_STATES),
  amount_cents: cents,
  fee_cents: cents,
  currency: z.string(),
  method: z.string(),
  network: z.string().nullable(),
  /** The stored destination details (masked card, IBAN ends, wallet e-mail, crypto address). */
  details: z.record(z.string(), z.string()),
  cancellation_reason: z.string().nullable(),
  created_at: timestamp,
  finished_at: timestamp.nullable(),
  player: cashoutPlayerSchema,
});
export type OperatorCashout = z.infer<typeof operatorCashoutSchema>;

/** GET /api/backoffice/cashouts/pending: the queue, oldest first. */
export const pendingCashoutsPageSchema = z.object({
  data: z.array(operatorCashoutSchema),
  pagination: paginationSchema,
});
export type PendingCashoutsPage = z.infer<typeof pendingCashoutsPageSchema>;

/** One currency's balances of the player's wallet, from the ledger. */
export const walletBalanceSchema = z.object({
  currency: z.string(),
  real_cents: cents,
  bonus_cents: cents,
  reserved_cents: cents,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/backoffice/cashouts/{id}: the cashout, the player's balances and payments, and its audit entries. */
export const cashoutDetailSchema = z.object({
  cashout: operatorCashoutSchema,
  balances: z.array(walletBalanceSchema),
  /** The player's newest payments (spec 03 section 1.4 shape), deposits and cashouts. */
  history: z.array(paymentSchema),
  audit: z.array(auditEntrySchema),
});
export type CashoutDetail = z.infer<typeof cashoutDetailSchema>;

export const REJECT_REASON_MAX_LENGTH = 500;

/** POST /api/backoffice/cashouts/{id}/reject: the reason is required (the player sees it as cancellation_reason). */
export const rejectCashoutBodySchema = z.strictObject({
  reason: z
    .string({ error: VALIDATION.REQUIRED })
    .trim()
    .min(1, VALIDATION.REQUIRED)
    .max(REJECT_REASON_MAX_LENGTH, VALIDATION.TOO_LONG),
});

/** GET /api/backoffice/audit_log: newest first. */
export const auditLogPageSchema = z.object({
  data: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
