import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../http/session.ts';

export type TokenPurpose = 'confirmation' | 'reset_password';

/** How long a link from an e-mail works: a day to confirm the address, two hours to reset a password. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirmation: 24 * 3600 * 1000,
  reset_password: 2 * 3600 * 1000,
};

/**
 * A new one-time token (256 random bits, base64url) for the e-mail; only its sha256 is stored. Older unused tokens of
 * the same purpose stop working, so only the latest e-mail's link is valid.
 */
export async function issueToken(db: Db, playerId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .updateTable('auth_tokens')
    .set({ used_at: new Date() })
    .where('player_id', '=', playerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      player_id: playerId,
      purpose,
      expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    })
    .execute();
  return token;
}

/** Marks the token used in one conditional UPDATE (so two clicks cannot both win); the player's id, or null when invalid. */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('player_id')
    .executeTakeFirst();
  return row?.player_id ?? null;
}
