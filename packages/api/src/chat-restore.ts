import { z } from 'zod';

// The support chat's restore id per player (spec 01 section 7, spec 03 section 17): the chat widget hands out an id
// that reopens the player's conversation on another device; the brand service keeps it.

/** The longest restore id kept; chat providers hand out UUID-like ids well below it. */
export const RESTORE_ID_MAX_LENGTH = 200;

const envelope = <T extends z.ZodType>(type: string, data: T) =>
  z.object({
    data,
    requestId: z.string().min(1).max(100),
    type: z.literal(type),
  });

const owner = {
  /** The player's id as a string; it must be the signed-in player's. */
  internalId: z.string().min(1).max(20),
  /** The brand's project name: one player may chat in more than one project. */
  project: z.string().min(1).max(100),
};

/** POST /restore-id/get (also /api/fe/… and /api-fe/…). */
export const restoreIdGetBodySchema = envelope('Api.V1.RestoreId.Get', z.object(owner));
export type RestoreIdGetBody = z.infer<typeof restoreIdGetBodySchema>;

/** POST /restore-id/set. */
export const restoreIdSetBodySchema = envelope(
  'Api.V1.RestoreId.Set',
  z.object({ ...owner, restoreId: z.string().trim().min(1).max(RESTORE_ID_MAX_LENGTH) }),
);
export type RestoreIdSetBody = z.infer<typeof restoreIdSetBodySchema>;

/** The answer of both calls: the kept id, an empty string when none is kept yet. */
export const restoreIdResponseSchema = z.object({ data: z.object({ restoreId: z.string() }) });
export type RestoreIdResponse = z.infer<typeof restoreIdResponseSchema>;
