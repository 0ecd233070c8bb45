// The rules of spec 02 section 5 (Play) that decide, before any launch call, whether the frame may open.

/**
 * The profile fields the provider's player_fields context requires that the player left empty (spec 01 section 5,
 * spec 02 section 5): before real play these open the non-dismissible edit-profile popup and play waits for them.
 */
export function missingProfileFields(
  player: Readonly<Record<string, unknown>>,
  required: readonly string[],
): string[] {
  return required.filter((field) => {
    const value = player[field];
    return typeof value !== 'string' ? value === null || value === undefined : value.trim() === '';
  });
}

/** The message keys of the limits module (LIMITS.ERRORS.*): a refused launch carrying one is a limit or a break. */
const LIMIT_ERROR_PREFIX = 'LIMITS.ERRORS.';

/**
 * A 422 of POST /api/game_sessions is a reached limit or a running exclusion (LimitReached) when one of its field
 * errors is a limits key; the game route then goes to the limits page (spec 01 section 2, router guards).
 */
export function isLimitReached(fields: Readonly<Record<string, readonly string[]>>): boolean {
  return Object.values(fields).some((keys) =>
    keys.some((key) => key.startsWith(LIMIT_ERROR_PREFIX)),
  );
}

export type PlayBlock =
  | { kind: 'none' }
  | { kind: 'no-demo' }
  | { kind: 'currency'; currency: string }
  | { kind: 'profile'; fields: string[] };

/**
 * Why the frame may not open yet, in the order the player meets them: a demo the game does not have, a currency the
 * game does not take (the tile lock), then empty profile fields of the provider's context (real play only).
 */
export function playBlock(input: {
  mode: 'real' | 'demo';
  hasDemo: boolean;
  lockedCurrency: string | null;
  missingFields: readonly string[];
}): PlayBlock {
  if (input.mode === 'demo') return input.hasDemo ? { kind: 'none' } : { kind: 'no-demo' };
  if (input.lockedCurrency) return { kind: 'currency', currency: input.lockedCurrency };
  if (input.missingFields.length > 0) return { kind: 'profile', fields: [...input.missingFields] };
  return { kind: 'none' };
}
