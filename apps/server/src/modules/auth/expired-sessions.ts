import type { Db } from '../../db/database.ts';

/** Sessions past their expiry can never be used again (the cookie lookup refuses them): their rows go. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
