import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PlayersTable } from '../../db/tables/accounts.ts';
import { nicknameKey } from '@casino/domain/nickname';
import { withNicknameKey } from '../../lib/nickname-columns.ts';

// Plain SQL of the account calls; each function takes the database or an open transaction.

export interface Credentials {
  id: number;
  email: string;
  password_hash: string;
  two_factor_enabled: boolean;
  two_factor_secret: string | null;
}

/** E-mail addresses are unique without regard to case (players_email_key is on lower(email)). */
export async function findCredentialsByEmail(
  db: Db,
  email: string,
): Promise<Credentials | undefined> {
  return db
    .selectFrom('players')
    .select(['id', 'email', 'password_hash', 'two_factor_enabled', 'two_factor_secret'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findCredentialsById(
  db: Db,
  playerId: number,
): Promise<Credentials | undefined> {
  return db
    .selectFrom('players')
    .select(['id', 'email', 'password_hash', 'two_factor_enabled', 'two_factor_secret'])
    .where('id', '=', playerId)
    .executeTakeFirst();
}

export interface MailProfile {
  id: number;
  email: string;
  nickname: string | null;
  language: string;
  confirmed_at: Date | null;
}

export async function findMailProfileByEmail(
  db: Db,
  email: string,
): Promise<MailProfile | undefined> {
  return db
    .selectFrom('players')
    .select(['id', 'email', 'nickname', 'language', 'confirmed_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findMailProfileById(
  db: Db,
  playerId: number,
): Promise<MailProfile | undefined> {
  return db
    .selectFrom('players')
    .select(['id', 'email', 'nickname', 'language', 'confirmed_at'])
    .where('id', '=', playerId)
    .executeTakeFirst();
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('players')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function isNicknameTaken(
  db: Db,
  nickname: string,
  exceptPlayerId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('players')
    .select('id')
    .where('nickname_key', '=', nicknameKey(nickname));
  if (exceptPlayerId !== undefined) query = query.where('id', '<>', exceptPlayerId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface CountryRow {
  code: string;
  restriction: 'none' | 'partial' | 'full';
  default_locale: string | null;
}

export async function findCountry(db: Db, code: string): Promise<CountryRow | undefined> {
  return db
    .selectFrom('countries')
    .select(['code', 'restriction', 'default_locale'])
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
}

export async function currencyExists(db: Db, code: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('currencies')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst()) !== undefined
  );
}

/** The fields the operator requires at registration (player_field_contexts, spec 01 section 5). */
export async function requiredFieldsOf(db: Db, context: string): Promise<string[]> {
  const rows = await db
    .selectFrom('player_field_contexts')
    .select('field')
    .where('context', '=', context)
    .execute();
  return rows.map((row) => row.field);
}

export async function insertPlayer(db: Db, values: Insertable<PlayersTable>): Promise<number> {
  const row = await db
    .insertInto('players')
    .values(withNicknameKey(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The wallet of the registration currency, active: the one the header balance shows. */
export async function insertActiveAccount(
  db: Db,
  playerId: number,
  currency: string,
): Promise<void> {
  await db.insertInto('accounts').values({ player_id: playerId, currency, active: true }).execute();
}

export async function addPlayerGroup(db: Db, playerId: number, statusId: number): Promise<void> {
  await db
    .insertInto('player_groups')
    .values({ player_id: playerId, status_id: statusId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function playerGroupIds(db: Db, playerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('player_groups')
    .select('status_id')
    .where('player_id', '=', playerId)
    .execute();
  return rows.map((row) => row.status_id);
}

/** current_sign_in_at moves to last_sign_in_at, as Devise's trackable does. */
export async function recordSignIn(db: Db, playerId: number): Promise<void> {
  await db
    .updateTable('players')
    .set({
      last_sign_in_at: sql`current_sign_in_at`,
      current_sign_in_at: new Date(),
      sign_in_count: sql`sign_in_count + 1`,
    })
    .where('id', '=', playerId)
    .execute();
}

export async function updatePasswordHash(
  db: Db,
  playerId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('players')
    .set({ password_hash: passwordHash })
    .where('id', '=', playerId)
    .execute();
}

export async function markConfirmed(db: Db, playerId: number): Promise<void> {
  await db
    .updateTable('players')
    .set({ confirmed_at: new Date() })
    .where('id', '=', playerId)
    .where('confirmed_at', 'is', null)
    .execute();
}

/** Every session of the player except (optionally) the one making the request. */
export async function deleteSessionsOf(
  db: Db,
  playerId: number,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('player_id', '=', playerId);
  if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
  await query.execute();
}
