import { z } from 'zod';
import { validateEmail } from '@casino/domain/email';
import type { GeoRestriction } from '@casino/domain/geo';
import { VALIDATION } from '@casino/domain/validation-keys';

// The shared player-side calls of spec 03 section 3 that are neither profile nor auth.

export const GEO_RESTRICTIONS = [
  'none',
  'partial',
  'full',
] as const satisfies readonly GeoRestriction[];

/**
 * GET /api/current_ip; region_code is null: the GeoIP data we ship resolves countries only. `restriction` is our
 * addition (docs/decisions.md): the caller's country row, so the web shell can gate sign-in and sign-up for guests.
 */
export const currentIpSchema = z.object({
  ip: z.string(),
  country_code: z.string().length(2),
  region_code: z.string().nullable(),
  default_currency: z.string(),
  restriction: z.enum(GEO_RESTRICTIONS),
});
export type CurrentIp = z.infer<typeof currentIpSchema>;

export const CONTACT_CONTENT_MAX_LENGTH = 5000;

/** POST /api/send_contact_message; a bad body answers 422 `{errors: {email|content: [key]}}`. */
export const contactMessageRequestSchema = z.strictObject({
  contact: z.strictObject({
    email: z
      .string()
      .trim()
      .refine((email) => validateEmail(email) === null, VALIDATION.EMAIL_INVALID),
    content: z
      .string()
      .trim()
      .min(1, VALIDATION.REQUIRED)
      .max(CONTACT_CONTENT_MAX_LENGTH, VALIDATION.TOO_LONG),
  }),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const PWA_EVENTS = ['open', 'install'] as const;

/** POST /api/pwa_events (spec 01 section 7: body event). */
export const pwaEventRequestSchema = z.strictObject({ event: z.enum(PWA_EVENTS) });
export type PwaEventRequest = z.infer<typeof pwaEventRequestSchema>;
