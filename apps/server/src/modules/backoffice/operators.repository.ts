import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { matchTotpStep } from '../auth/credentials.service.ts';

/** An operator who may sign in (a disabled one is as unknown as a wrong address). */
export async function findActiveOperatorByEmail(db: Db, email: string) {
  return db
    .selectFrom('operators')
    .select(['id', 'email', 'name', 'role', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function findActiveOperator(db: Db, id: number) {
  return db
    .selectFrom('operators')
    .select(['id', 'email', 'name', 'role', 'totp_secret'])
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Accepts an operator's TOTP code once (RFC 6238 5.2): the step must match and come after the last one used, recorded
 * by the same conditional UPDATE that checks it, so a code seen over a shoulder cannot sign in a second time.
 */
export async function acceptOperatorCode(
  trx: Transaction<Database>,
  operatorId: number,
  secret: string,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const step = matchTotpStep(secret, code, now);
  if (step === null) return false;
  const result = await trx
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', operatorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
