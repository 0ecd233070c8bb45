import { sql, type Kysely } from 'kysely';
import { nicknameKey, normalizeNickname } from '@casino/domain/nickname';

/**
 * Nicknames are unique by their NFKC-normalised, case-folded form (issue 7): `Bob`, `bob` and `Ｂｏｂ` are one
 * nickname. PostgreSQL's lower() folds only what the database's locale knows (ASCII under PGlite's C locale), so the
 * key is computed by the server (domain nicknameKey) and stored beside the nickname; existing rows get theirs here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE players ADD COLUMN nickname_key text`.execute(db);
  const rows = await sql<{ id: number; nickname: string }>`
    SELECT id, nickname FROM players WHERE nickname IS NOT NULL ORDER BY id`.execute(db);
  const seen = new Set<string>();
  for (const row of rows.rows) {
    const key = nicknameKey(row.nickname);
    // Two old nicknames that now fold together: the later player keeps the name with its id appended.
    const unique = seen.has(key) ? `${key}-${row.id}` : key;
    seen.add(unique);
    const stored =
      unique === key
        ? normalizeNickname(row.nickname)
        : `${normalizeNickname(row.nickname)}-${row.id}`;
    await sql`UPDATE players SET nickname = ${stored}, nickname_key = ${unique} WHERE id = ${row.id}`.execute(
      db,
    );
  }
  await sql`DROP INDEX players_nickname_key`.execute(db);
  await sql`CREATE UNIQUE INDEX players_nickname_key ON players (nickname_key) WHERE nickname_key IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE players ADD CONSTRAINT players_nickname_keyed CHECK ((nickname IS NULL) = (nickname_key IS NULL))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE players DROP CONSTRAINT players_nickname_keyed`.execute(db);
  await sql`DROP INDEX players_nickname_key`.execute(db);
  await sql`CREATE UNIQUE INDEX players_nickname_key ON players (lower(nickname)) WHERE nickname IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE players DROP COLUMN nickname_key`.execute(db);
}
