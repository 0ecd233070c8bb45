import { licenceFor, type Licence } from '@casino/domain/licence';
import type { Db } from '../../db/database.ts';

/** Who pays: what decides the methods a player sees and the rules that apply to the player's payments. */
export interface Payer {
  playerId: number;
  country: string;
  licence: Licence;
  groups: readonly number[];
}

export async function loadPayer(db: Db, playerId: number): Promise<Payer> {
  const player = await db
    .selectFrom('players')
    .select(['country', 'license_name'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  const groups = await db
    .selectFrom('player_groups')
    .select('status_id')
    .where('player_id', '=', playerId)
    .execute();
  return {
    playerId,
    country: player.country,
    licence: licenceFor(player.license_name, player.country),
    groups: groups.map((g) => g.status_id),
  };
}
