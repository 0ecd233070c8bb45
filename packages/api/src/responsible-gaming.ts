import { z } from 'zod';
import { REALITY_CHECK_INTERVALS } from '@casino/domain/play-time';
import { VALIDATION } from '@casino/domain/validation-keys';

// Our design (issue 9; no reference call): the reality-check setting and status (UKGC RTS 13) and the limit prompts
// (RTS 12: at the first deposit, and a review every six months), one call for the chrome and the deposit page.

export const playSessionSchema = z.object({
  started_at: z.string(),
  played_minutes: z.number().int(),
  /** True while play is paused until the player answers the check. */
  due: z.boolean(),
  due_at: z.string().nullable(),
  /** Wins minus stakes in the session per currency played (negative: a loss). */
  net: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const responsibleGamingSchema = z.object({
  reality_check_minutes: z.number().int().nullable(),
  reality_check_intervals: z.array(z.number().int()),
  /** The running play session (null when the player has not bet for a while). */
  play_session: playSessionSchema.nullable(),
  /** Which limits prompt to show: before the first deposit, the six-monthly review, or none. */
  limits_prompt: z.enum(['first_deposit', 'review']).nullable(),
});
export type ResponsibleGaming = z.infer<typeof responsibleGamingSchema>;

/** PATCH /api/player/responsible_gaming: the reality-check interval in minutes, or null to turn checks off. */
export const responsibleGamingBodySchema = z.strictObject({
  reality_check_minutes: z
    .number(VALIDATION.INTEGER)
    .int(VALIDATION.INTEGER)
    .refine((minutes) => (REALITY_CHECK_INTERVALS as readonly number[]).includes(minutes), {
      message: VALIDATION.INVALID_VALUE,
    })
    .nullable(),
});
export type ResponsibleGamingBody = z.infer<typeof responsibleGamingBodySchema>;
