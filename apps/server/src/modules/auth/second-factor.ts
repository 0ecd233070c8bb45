import type { Db } from '../../db/database.ts';
import { matchTotpStep } from './totp.ts';

/**
 * Accepts a TOTP code for a player once: the code must match the secret, and its time step must come after the last
 * step this player used. The step is recorded in the same UPDATE that checks it, so two requests racing with one
 * code cannot both pass.
 */
export async function acceptTotpCode(
  db: Db,
  playerId: number,
  secret: string,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const step = matchTotpStep(secret, code, now);
  if (step === null) return false;
  const result = await db
    .updateTable('players')
    .set({ two_factor_last_step: step })
    .where('id', '=', playerId)
    .where((eb) =>
      eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
