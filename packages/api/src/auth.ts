import { z } from 'zod';
import { validateBirthday } from '@casino/domain/birthday';
import { validateEmail, EMAIL_MAX_LENGTH } from '@casino/domain/email';
import { validateNameChars } from '@casino/domain/name';
import { validateNickname } from '@casino/domain/nickname';
import { validatePassword } from '@casino/domain/password';
import { validatePhone } from '@casino/domain/phone';
import { isLocale } from '@casino/domain/locale';
import { VALIDATION, type ValidationKey } from '@casino/domain/validation-keys';
import { mustChecked, requiredString, ruled, type StringRule } from './validation.ts';

// Request and response shapes of the account calls: spec 01 section 7, spec 03 sections 4 and 21.

/** An optional form field: absent, null or '' mean "not given"; anything else must pass the rule, then fit in `max`. */
const optional = (rule: StringRule, max = 255) =>
  ruled(
    (v) => (v === '' ? null : (rule(v) ?? ([...v].length > max ? VALIDATION.MAX_LENGTH : null))),
    z.string().trim(),
  ).nullish();
const anyText = (v: string): ValidationKey | null => (v.length > 0 ? null : VALIDATION.REQUIRED);

const email = () =>
  ruled(
    validateEmail,
    z.string({ error: VALIDATION.REQUIRED }).trim().max(EMAIL_MAX_LENGTH, VALIDATION.EMAIL_INVALID),
  );
const newPassword = () => ruled(validatePassword, z.string({ error: VALIDATION.REQUIRED }));
/** A password being checked, not set: no policy (older passwords may predate it), bounded to keep hashing cheap. */
const givenPassword = () => requiredString().max(256, VALIDATION.TOO_LONG);
const otpAttempt = () =>
  z
    .string({ error: VALIDATION.OTP_REQUIRED })
    .trim()
    .regex(/^\d{6}$/, VALIDATION.OTP_INVALID);
/** The device fingerprint and the reCAPTCHA token: passed through by SoftSwiss clients, opaque to us. */
const opaque = (max: number) => z.string().max(max).optional();

/** 'passwords do not match' (spec 01 section 5 confirmedBy) on password_confirmation, when it is sent. */
function passwordsMatch(
  ctx: z.core.ParsePayload<{ password?: unknown; password_confirmation?: unknown }>,
): void {
  const { password, password_confirmation: confirmation } = ctx.value;
  if (
    typeof confirmation === 'string' &&
    typeof password === 'string' &&
    confirmation !== password
  ) {
    ctx.issues.push({
      code: 'custom',
      message: VALIDATION.PASSWORDS_DO_NOT_MATCH,
      path: ['password_confirmation'],
      input: confirmation,
    });
  }
}

/**
 * POST /api/users: the registration form. The birthday rule here is the 18+ one; the server checks it again with the
 * country it settles on (21+ for Estonia), and checks country, currency and uniqueness against the database.
 */
export const registrationUserSchema = z
  .strictObject({
    email: email(),
    password: newPassword(),
    password_confirmation: z.string().optional(),
    nickname: optional(validateNickname, 15),
    currency: requiredString().toUpperCase().max(10, VALIDATION.CURRENCY_INVALID),
    country: optional((v) => (/^[A-Za-z]{2}$/.test(v) ? null : VALIDATION.COUNTRY_INVALID), 2),
    date_of_birth: optional((v) => validateBirthday(v, ''), 10),
    first_name: optional(validateNameChars, 100),
    last_name: optional(validateNameChars, 100),
    gender: optional(anyText, 20),
    mobile_phone: optional(validatePhone, 30),
    city: optional(anyText, 100),
    address: optional(anyText, 255),
    postal_code: optional(anyText, 20),
    state: optional(anyText, 100),
    receive_promos: z.boolean().optional(),
    receive_sms_promos: z.boolean().optional(),
    terms_acceptance: mustChecked(),
    language: optional((v) => (isLocale(v) ? null : VALIDATION.LOCALE_INVALID), 10),
    dfpc: opaque(4000),
    captcha: opaque(8000),
    custom_login_reg: opaque(10),
  })
  .check(passwordsMatch);
export type RegistrationUser = z.infer<typeof registrationUserSchema>;
export const registrationBodySchema = z.strictObject({ user: registrationUserSchema });

/** POST /api/users/sign_in: credentials, or the second step `{user: {otp_attempt}}` of a two-factor sign-in. */
export const signInBodySchema = z.strictObject({
  user: z.strictObject({
    email: z.string().trim().max(EMAIL_MAX_LENGTH, VALIDATION.CREDENTIALS_INVALID).optional(),
    password: z.string().max(256, VALIDATION.CREDENTIALS_INVALID).optional(),
    otp_attempt: otpAttempt().optional(),
    remember_me: z.union([z.boolean(), z.string().max(5)]).optional(),
    dfpc: opaque(4000),
    captcha: opaque(8000),
    custom_login_reg: opaque(10),
  }),
});
export type SignInUser = z.infer<typeof signInBodySchema>['user'];

export const CHECK_EMAIL_VERDICTS = [
  'IBIZA::VALID::ACCEPTED_EMAIL',
  'IBIZA::VALID::WHITELISTED',
  'IBIZA::RISKY::RISKY',
  'IBIZA::RISKY::NON_PERSONAL',
  'IBIZA::RISKY::INBOX_FULL',
  'IBIZA::RISKY::TEMPORARY',
  'IBIZA::RISKY::TIMEOUT',
  'IBIZA::INVALID::BLACKLISTED',
  'IBIZA::INVALID::INVALID_DOMAIN',
  'IBIZA::INVALID::REJECTED_EMAIL',
] as const;
export type CheckEmailVerdict = (typeof CHECK_EMAIL_VERDICTS)[number];

/** POST /check-email: the verdict comes as `{errors: {message}}` even when the address is fine (spec 03 section 4). */
export const checkEmailBodySchema = z.strictObject({
  email: z.string({ error: VALIDATION.REQUIRED }).max(1000, VALIDATION.EMAIL_INVALID),
});
export const checkEmailResponseSchema = z.object({
  errors: z.object({ message: z.enum(CHECK_EMAIL_VERDICTS) }),
});

/** POST /api/users/password (request a reset link) and POST /api/users/confirmation (resend the confirmation). */
export const emailRequestBodySchema = z.strictObject({
  user: z.strictObject({ email: email(), captcha: opaque(8000) }),
});

/** PUT /api/users/password: set a new password with the token from the e-mail. */
export const passwordResetBodySchema = z.strictObject({
  user: z
    .strictObject({
      reset_password_token: requiredString().max(200, VALIDATION.TOKEN_INVALID),
      password: newPassword(),
      password_confirmation: z.string({ error: VALIDATION.REQUIRED }),
    })
    .check(passwordsMatch),
});

/** PUT /api/users: change the password while signed in (spec 03 section 21). */
export const passwordChangeBodySchema = z.strictObject({
  user: z
    .strictObject({
      current_password: givenPassword(),
      password: newPassword(),
      password_confirmation: z.string({ error: VALIDATION.REQUIRED }),
    })
    .check(passwordsMatch),
});

/** GET /api/users/confirmation?confirmation_token=... */
export const confirmationQuerySchema = z.strictObject({
  confirmation_token: requiredString().max(200, VALIDATION.TOKEN_INVALID),
});

/** POST /api/auth_providers/update_details: the fields of auth_fields_missed (e.g. terms_acceptance). */
export const updateDetailsBodySchema = z.strictObject({
  user: z.strictObject({
    terms_acceptance: mustChecked().optional(),
    nickname: optional(validateNickname, 15),
    first_name: optional(validateNameChars, 100),
    last_name: optional(validateNameChars, 100),
    date_of_birth: optional((v) => validateBirthday(v, ''), 10),
    receive_promos: z.boolean().optional(),
  }),
});
export type UpdateDetailsUser = z.infer<typeof updateDetailsBodySchema>['user'];

/**
 * GET/POST/DELETE /api/v2/player/two_factor (spec 03 section 21): `otp_secret` and `data` (its otpauth:// URL) while
 * 2FA is off, both null once it is on (the secret is never shown again); `enabled` is ours, beside the wire fields.
 */
export const twoFactorStateSchema = z.object({
  otp_secret: z.string().nullable(),
  data: z.string().nullable(),
  enabled: z.boolean(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;
/**
 * Turning 2FA on or off takes the current password and a code, in the body only (no secret in a URL); turning it on
 * also names the secret being confirmed.
 */
export const twoFactorBodySchema = z.strictObject({
  two_factor: z.strictObject({
    otp_secret: z.string().trim().max(128).optional(),
    authentication_code: otpAttempt(),
    password: z.string().min(1, VALIDATION.REQUIRED).max(256),
  }),
});
export type TwoFactorBody = z.infer<typeof twoFactorBodySchema>['two_factor'];

/**
 * GET /api/player/sessions (spec 03 section 21): `id` is the session's public number (never its stored id), `country`
 * where it signed in.
 */
export const playerSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;
export const playerSessionListSchema = z.array(playerSessionSchema);
export const playerSessionParamsSchema = z.strictObject({
  id: z.coerce
    .number(VALIDATION.INVALID)
    .int(VALIDATION.INVALID)
    .positive(VALIDATION.INVALID)
    .max(2 ** 53),
});

/** GET /api/dev/outbox?email=... (development only): the latest e-mails to an address, with their links. */
export const devOutboxQuerySchema = z.strictObject({
  email: z.string().min(3).max(EMAIL_MAX_LENGTH),
});
export const devOutboxResponseSchema = z.array(
  z.object({
    id: z.number().int(),
    recipient: z.string(),
    template: z.string(),
    subject: z.string(),
    body_text: z.string(),
    body_html: z.string(),
    links: z.array(z.string()),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
  }),
);
