import type { PatchPlayerBody, Player } from '@casino/api/player';
import { isLocale } from '@casino/domain/locale';
import { shouldDeriveState } from '@casino/domain/profile';
import { VALIDATION } from '@casino/domain/validation-keys';
import { nicknameKey } from '@casino/domain/nickname';
import type { Db } from '../../db/database.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { addGroups } from './player-groups.ts';
import { checkProfileChanges } from './profile-changes.ts';
import { serializePlayer } from './player.serializer.ts';

/** The wire Player (spec 03 section 1.1): what sign-in, registration and confirmation answer. */
export { serializePlayer };
/** Adds groups to a player (a payment detail may put the player in a group, spec 01 section 5). */
export { addGroups } from './player-groups.ts';
import {
  contextExists,
  countryExists,
  findEditableProfile,
  findFieldRules,
  findRequiredFields,
  isFieldRequired,
  isLocaleEnabled,
  isNicknameTaken,
  saveDerivedState,
  updatePlayer,
} from './player.repository.ts';

/** The contexts of spec 01 section 5; provider contexts exist only as rows of player_field_contexts. */
const BASE_CONTEXTS: ReadonlySet<string> = new Set([
  'registration',
  'deposit',
  'cashout',
  'edition',
]);
const EDITION = 'edition';

/**
 * GET /api/player (spec 01 section 4): when the state is required for editing, empty, and the AU or CA postal code
 * determines it, the state is derived and saved before the profile is answered.
 */
export async function loadProfile(db: Db, playerId: number): Promise<Player> {
  const player = await serializePlayer(db, playerId);
  // Ask for the edition context only when a derivation could happen at all: most profile loads cost one query.
  if (player.country && !player.state && player.postal_code) {
    const stateRequired = await isFieldRequired(db, EDITION, 'state');
    const state = shouldDeriveState(
      { country: player.country, state: player.state ?? null, postal_code: player.postal_code },
      stateRequired,
    );
    if (state) {
      await saveDerivedState(db, playerId, state);
      return { ...player, state };
    }
  }
  return player;
}

/** PATCH /api/player (spec 03 section 3): validates the changed fields against the merged profile, then saves them. */
export async function updateProfile(
  db: Db,
  playerId: number,
  { context, player: changes }: PatchPlayerBody,
): Promise<void> {
  if (!BASE_CONTEXTS.has(context) && !(await contextExists(db, context)))
    throw validationError({ context: [VALIDATION.INVALID_VALUE] });
  await db.transaction().execute(async (trx) => {
    const current = await findEditableProfile(trx, playerId);
    if (!current) throw notFound('Player not found');
    const [rules, required] = [await findFieldRules(trx), await findRequiredFields(trx, context)];
    const country = changes.country?.trim().toUpperCase();
    const nickname = changes.nickname?.trim();
    const result = checkProfileChanges({
      current,
      changes,
      rules,
      required,
      countryKnown: !country || country === current.country || (await countryExists(trx, country)),
      nicknameTaken:
        Boolean(nickname) &&
        nicknameKey(nickname ?? '') !== nicknameKey(current.nickname ?? '') &&
        (await isNicknameTaken(trx, nickname ?? '', playerId)),
      today: new Date(),
    });
    if (Object.keys(result.errors).length > 0) throw validationError(result.errors);
    await updatePlayer(trx, playerId, result.updates);
    await addGroups(trx, playerId, result.groupsToAdd);
  });
}

/** PATCH /api/player/update_locale: a locale of the product (spec 01 section 1) that the operator has enabled. */
export async function updateLocale(db: Db, playerId: number, locale: string): Promise<void> {
  if (!isLocale(locale) || !(await isLocaleEnabled(db, locale)))
    throw validationError({ locale: [VALIDATION.LOCALE_INVALID] });
  await updatePlayer(db, playerId, { language: locale });
}
