import { sql, type Updateable } from 'kysely';
import type { Player } from '@casino/api/player';
import type { UpdateDetailsUser } from '@casino/api/auth';
import { validateBirthday } from '@casino/domain/birthday';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import { withNicknameKey } from '../../lib/nickname-columns.ts';
import type { PlayersTable } from '../../db/tables/accounts.ts';
import { notFound, validationError, type FieldErrors } from '../../http/errors.ts';
import { serializePlayer } from '../player/player.service.ts';
import { isNicknameTaken } from './auth.repository.ts';

const given = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/**
 * POST /api/auth_providers/update_details: fills the fields of auth_fields_missed (spec 01 section 4, terms acceptance).
 * It only fills what is empty; changing a field already set is PATCH /api/player's job, with its once-set rules.
 */
export async function updateMissingDetails(
  deps: AppDeps,
  playerId: number,
  user: UpdateDetailsUser,
): Promise<Player> {
  const { db } = deps;
  const current = await db
    .selectFrom('players')
    .select([
      'country',
      'nickname',
      'first_name',
      'last_name',
      'terms_accepted_at',
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
    ])
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!current) throw notFound('Player not found');

  const changes: Updateable<PlayersTable> = {};
  const errors: FieldErrors = {};
  if (user.terms_acceptance && !current.terms_accepted_at) changes.terms_accepted_at = new Date();
  const nickname = given(user.nickname);
  if (nickname && !current.nickname) {
    if (await isNicknameTaken(db, nickname, playerId))
      errors.nickname = [VALIDATION.NICKNAME_TAKEN];
    else changes.nickname = nickname;
  }
  const firstName = given(user.first_name);
  if (firstName && !current.first_name) changes.first_name = firstName;
  const lastName = given(user.last_name);
  if (lastName && !current.last_name) changes.last_name = lastName;
  const dateOfBirth = given(user.date_of_birth);
  if (dateOfBirth && !current.date_of_birth) {
    const key = validateBirthday(dateOfBirth, current.country);
    if (key) errors.date_of_birth = [key];
    else changes.date_of_birth = dateOfBirth;
  }
  if (user.receive_promos !== undefined) changes.receive_promos = user.receive_promos;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (Object.keys(changes).length > 0)
    await db
      .updateTable('players')
      .set(withNicknameKey(changes))
      .where('id', '=', playerId)
      .execute();
  return serializePlayer(db, playerId);
}
