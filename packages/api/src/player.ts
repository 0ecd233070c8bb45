import { z } from 'zod';
import { validateIban } from '@casino/domain/iban';
import { validateNameChars } from '@casino/domain/name';
import { validateNickname } from '@casino/domain/nickname';
import { validatePersonalId } from '@casino/domain/personal-id';
import { validatePhone } from '@casino/domain/phone';
import type { ValidationKey } from '@casino/domain/validation-keys';
import { ruled, type StringRule } from './validation.ts';

// Wire shapes of the player calls: spec 03 sections 1.1, 1.2 and 3 (SoftSwiss front API, snake_case).

const timestamp = z.string();
const nullableText = z.string().nullable();
/** Optional profile strings (the `?` fields of 1.1): absent, or null when the server stores the column but it is empty. */
const optionalText = z.string().nullish();

/** A status of the player: group ids are numeric, level statuses may carry a non-numeric id (spec 03 section 1.1). */
export const playerStatusSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  name: z.union([z.number().int(), z.string()]),
});

/** User (profile) of spec 03 section 1.1, as GET /api/player answers it for a signed-in player. */
export const playerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: nullableText,
  first_name: nullableText,
  last_name: nullableText,
  gender: nullableText,
  city: nullableText,
  address: nullableText,
  postal_code: nullableText,
  country: nullableText,
  date_of_birth: nullableText,
  state: optionalText,
  mobile_phone: optionalText,
  place_of_birth: optionalText,
  nationality: optionalText,
  time_zone: optionalText,
  personal_id_number: optionalText,
  personal_id_number_type: optionalText,
  title: optionalText,
  full_name: optionalText,
  iban: optionalText,
  cpf_brasil: optionalText,
  security_question: optionalText,
  security_answer: optionalText,
  skype: optionalText,
  wechat: optionalText,
  currency: z.string(),
  language: z.string(),
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  receive_promos_via_phone_calls: z.boolean().optional(),
  agreed_to_partner_promotions: z.boolean().optional(),
  created_at: timestamp,
  /** Null only for a player who never signed in (e.g. created by the back office). */
  current_sign_in_at: timestamp.nullable(),
  confirmed_at: timestamp.nullable(),
  verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  can_issue_bonuses: z.boolean(),
  autoregistered: z.boolean(),
  sumsub_verified: z.boolean().nullable(),
  deposit_bonus_code: nullableText,
  autologin_link: nullableText,
  profession: nullableText,
  sow_questionnaire_expires_at: nullableText,
  license_name: z.string(),
  auth_fields_missed: z.array(z.string()),
  statuses: z.array(playerStatusSchema),
});
export type Player = z.infer<typeof playerSchema>;

/** A body without `id` means "not logged in" (spec 03 section 1.1). */
export const guestProfileSchema = z.object({ id: z.undefined().optional() });

/** What a profile load may return: the User, or a guest body without id. */
export const profileResponseSchema = z.union([playerSchema, guestProfileSchema]);
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Account (wallet) of spec 03 section 1.2; amounts in minor units. */
export const accountSchema = z.object({
  currency: z.string(),
  amount_cents: z.number().int(),
  available_to_cashout_cents: z.number().int(),
  available_to_bet_with_locked_cent: z.number().int(),
  hidden_at: timestamp.nullable(),
  deposit_available: z.boolean(),
  /** 0 while the player has no lottery selected for this wallet (never null: spec 03 section 1.2 types it int). */
  selected_lottery_id: z.number().int().nonnegative(),
  active: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** The `compatibility=true` variant of 1.2. */
export const compatibleAccountSchema = z.object({
  currency: z.string(),
  amount_cents: z.number().int(),
  available_to_cashout_cents: z.number().int(),
  wager_status: z.string(),
});
export type CompatibleAccount = z.infer<typeof compatibleAccountSchema>;

export const accountsQuerySchema = z.strictObject({
  compatibility: z.enum(['true', 'false']).optional(),
});

/** POST /api/player/accounts: open or select the wallet of a currency. */
export const createAccountBodySchema = z.strictObject({
  currency: z.string().trim().toUpperCase().min(2).max(10),
});

const text = (max: number) => z.string().trim().max(max).nullable();
/** A blank value clears the field (whether it may be empty depends on the context, checked by the server). */
const unlessBlank =
  (validate: StringRule) =>
  (value: string): ValidationKey | null =>
    value.trim() === '' ? null : validate(value);
const ruledText = (max: number, validate: StringRule) =>
  ruled(unlessBlank(validate), z.string().trim().max(max)).nullable();

/**
 * The fields a player may change through PATCH /api/player (spec 03 section 3). email, currency and password are not here:
 * a strict object answers them with VALIDATION.UNKNOWN_FIELD. The character rules of spec 01 section 5 run here, for the
 * form and the server alike; rules that need the stored profile (age and postal code by country, once-set locks, nickname
 * uniqueness, required fields of the context) run on the server against the merged profile.
 */
export const editablePlayerFieldsSchema = z
  .strictObject({
    nickname: ruledText(50, validateNickname),
    first_name: ruledText(100, validateNameChars),
    last_name: ruledText(100, validateNameChars),
    date_of_birth: text(10),
    gender: text(20),
    country: text(2),
    city: text(100),
    address: text(255),
    postal_code: text(20),
    state: text(100),
    mobile_phone: ruledText(30, validatePhone),
    personal_id_number: ruledText(20, validatePersonalId),
    iban: ruledText(42, validateIban),
    profession: text(100),
    receive_promos: z.boolean(),
    receive_sms_promos: z.boolean(),
    receive_promos_via_phone_calls: z.boolean(),
    agreed_to_partner_promotions: z.boolean(),
  })
  .partial();
export type EditablePlayerFields = z.infer<typeof editablePlayerFieldsSchema>;

/** PATCH /api/player: `context` is registration, deposit, cashout, edition or a provider context of player_fields. */
export const patchPlayerBodySchema = z.strictObject({
  context: z.string().trim().min(1).max(50),
  player: editablePlayerFieldsSchema,
});
export type PatchPlayerBody = z.infer<typeof patchPlayerBodySchema>;

const groupId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

/** POST /api/player/groups: empty lists allowed. */
export const playerGroupsBodySchema = z.strictObject({
  groups: z.strictObject({
    add: z.array(groupId).max(20).default([]),
    remove: z.array(groupId).max(20).default([]),
  }),
});
export type PlayerGroupsBody = z.infer<typeof playerGroupsBodySchema>;

/** GET /api/player/settings: realtime (Centrifugo legacy) credentials and the captcha site key. `cent.user` is '' for guests. */
export const settingsSchema = z.object({
  cent: z.object({
    url: z.string(),
    user: z.string(),
    token: z.string(),
    timestamp: z.string(),
    authEndpoint: z.string(),
  }),
  recaptcha: z.string(),
  recaptcha_version: z.number().int(),
});
export type Settings = z.infer<typeof settingsSchema>;

const sumsByCurrency = z.record(z.string(), z.number());

/** GET /api/player/stats: sums are per currency in minor units. */
export const statsSchema = z.object({
  deposits_count: z.number().int(),
  deposits_sum: sumsByCurrency,
  cashouts_sum: sumsByCurrency,
  bets_sum: sumsByCurrency,
  messages: z.object({ notice: z.string() }),
});
export type Stats = z.infer<typeof statsSchema>;

/** GET /api/subscriptions. */
export const subscriptionsSchema = z.object({
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  receive_promos_via_phone_calls: z.boolean(),
  agreed_to_partner_promotions: z.boolean(),
});
export type Subscriptions = z.infer<typeof subscriptionsSchema>;

/** PUT /api/subscriptions: the changed subset. */
export const updateSubscriptionsBodySchema = subscriptionsSchema.partial().strict();

/** PATCH /api/player/update_locale. */
export const updateLocaleBodySchema = z.strictObject({ locale: z.string().trim().min(2).max(10) });
