import { z } from 'zod';
import { VALIDATION } from '@casino/domain/validation-keys';

// Wire shapes of the cashbox: the payment history of spec 03 sections 1.4 and 8, and the calls of our own design
// that deposit, cash out and list payment methods (documented in docs/api.md, shaped like the reference's payments
// script objects where it has them).

const timestamp = z.string();
const cents = z.number().int();

export const PAYMENT_STATES = [
  'canceled',
  'declined',
  'rejected',
  'recalled',
  'succeeded',
  'pending',
  'processing',
  'reserved',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_ACTIONS = ['deposit', 'cashout'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

export const PAYMENT_METHOD_TYPES = [
  'bank_transfer',
  'cards',
  'crypto',
  'direct',
  'voucher',
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Payment (history item) of spec 03 section 1.4. */
export const paymentSchema = z.object({
  id: z.number().int(),
  amount_cents: cents,
  currency: z.string(),
  action: z.enum(PAYMENT_ACTIONS),
  payment_system: z.string(),
  system_name: z.string(),
  brand: z.string(),
  state: z.enum(PAYMENT_STATES),
  success: z.boolean(),
  /** A pending cashout the player may still take back (where the licence allows it). */
  recallable: z.boolean(),
  created_at: timestamp,
  /** Null while the payment is still open. */
  finished_at: timestamp.nullable(),
  cancellation_reason: z.string().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** payments_changes realtime payload of spec 03 section 20. */
export const paymentChangeSchema = paymentSchema.pick({
  id: true,
  amount_cents: true,
  currency: true,
  action: true,
  payment_system: true,
  recallable: true,
  success: true,
  created_at: true,
  finished_at: true,
});
export type PaymentChange = z.infer<typeof paymentChangeSchema>;

/** Filter of the paged history (spec 03 section 8, the reference's POST /api/player/payments/with_pages). */
export const paymentsFilterSchema = z.strictObject({
  currency: z.string().trim().toUpperCase().min(2).max(10).optional(),
  type: z.enum(PAYMENT_ACTIONS).optional(),
  /** ISO dates or date-times, inclusive. */
  from: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  to: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
});

export const paymentsWithPagesBodySchema = z.strictObject({
  page: z.number().int().min(1).max(10_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
  filter: paymentsFilterSchema.optional(),
});
export type PaymentsWithPagesBody = z.infer<typeof paymentsWithPagesBodySchema>;

export const paymentsPageSchema = z.object({
  data: z.array(paymentSchema),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_count: z.number().int(),
  }),
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

/** A form field a method asks for; `name` is the key of `fields` in the deposit and cashout bodies. */
export const PAYMENT_FIELD_NAMES = [
  'card_number',
  'card_expiry',
  'card_holder',
  'card_cvc',
  'iban',
  'account_holder',
  'wallet_email',
  'voucher_code',
  'crypto_address',
] as const;
export type PaymentFieldName = (typeof PAYMENT_FIELD_NAMES)[number];

export const cryptoNetworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Confirmations the casino waits for before it credits a deposit on this network. */
  confirmations: z.number().int(),
});

/**
 * A payment method for one currency and action (GET /api/player/payment_methods). Min, max and fee are in the
 * currency's minor units; `feePercent` is a share of the amount on top of `feeFixedCents`.
 */
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  iconSrc: z.string(),
  provider: z.object({ id: z.string(), name: z.string() }),
  action: z.enum(PAYMENT_ACTIONS),
  currency: z.string(),
  minCents: cents,
  maxCents: cents.nullable(),
  feePercent: z.number(),
  feeFixedCents: cents,
  /** A message key (CASHBOX.PROCESSING_TIME.*). */
  processingTime: z.string(),
  networks: z.array(cryptoNetworkSchema),
  fields: z.array(z.object({ name: z.enum(PAYMENT_FIELD_NAMES), required: z.boolean() })),
  savedProfiles: z.array(
    z.object({ id: z.number().int(), title: z.string(), isRemoveAvailable: z.boolean() }),
  ),
  isForSavedProfilesOnly: z.boolean(),
  isProfileRequiredForCashout: z.boolean(),
  translationKey: z.string(),
  termsOfService: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsQuerySchema = z.strictObject({
  action: z.enum(PAYMENT_ACTIONS),
  currency: z.string().trim().toUpperCase().min(2).max(10),
});

/** Whole minor units above zero: the form's and the server's messages are the spec's keys. */
const amountCents = z
  .number(VALIDATION.INTEGER)
  .int(VALIDATION.INTEGER)
  .positive(VALIDATION.MIN_VALUE)
  .max(Number.MAX_SAFE_INTEGER, VALIDATION.MAX_VALUE);
const fields = z.partialRecord(z.enum(PAYMENT_FIELD_NAMES), z.string().max(200));

/**
 * POST /api/player/payments/deposit. Idempotent by the `Idempotency-Key` header (one key per attempt the player
 * makes: a retried request answers as the first did).
 */
export const depositBodySchema = z.strictObject({
  currency: z.string().trim().toUpperCase().min(2).max(10),
  amount_cents: amountCents,
  method: z.string().min(1).max(50),
  /** A saved profile of this method (one-click deposit) instead of `fields`. */
  profile_id: z.number().int().positive().optional(),
  fields: fields.optional(),
  /** Keep the card for one-click deposits. */
  save_profile: z.boolean().optional(),
});
export type DepositBody = z.infer<typeof depositBodySchema>;

/** What the player must do next: complete 3-D Secure on the sandbox's challenge page. */
export const nextActionSchema = z.object({ type: z.literal('redirect'), url: z.string() });

export const paymentResultSchema = z.object({
  payment: paymentSchema,
  next_action: nextActionSchema.nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** POST /api/player/payments/cashout, idempotent by `Idempotency-Key` as deposits are. */
export const cashoutBodySchema = z.strictObject({
  currency: z.string().trim().toUpperCase().min(2).max(10),
  amount_cents: amountCents,
  method: z.string().min(1).max(50),
  network: z.string().min(1).max(30).optional(),
  profile_id: z.number().int().positive().optional(),
  fields: fields.optional(),
});
export type CashoutBody = z.infer<typeof cashoutBodySchema>;

/** POST /api/player/crypto_addresses: the player's deposit address of a currency on a network. */
export const cryptoAddressBodySchema = z.strictObject({
  currency: z.string().trim().toUpperCase().min(2).max(10),
  network: z.string().min(1).max(30),
});

export const cryptoAddressSchema = z.object({
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  confirmations: z.number().int(),
  min_deposit_cents: cents,
});
export type CryptoAddress = z.infer<typeof cryptoAddressSchema>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A key the client makes per attempt (a UUID fits); at most this long. */
export const idempotencyKeySchema = z.string().trim().min(8).max(100);
