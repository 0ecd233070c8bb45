import type { ApiClient } from '@casino/api/client';
import {
  countriesResponseSchema,
  playerFieldsResponseSchema,
  type CountryInfo,
  type PlayerFieldsInfo,
} from '@casino/api/info';

export interface PersonalInfoOptions {
  playerFields: PlayerFieldsInfo;
  countries: CountryInfo[];
}

/** What the personal-info modal needs besides the player: GET /api/info/player_fields and /api/info/countries. */
export async function getPersonalInfoOptions(api: ApiClient): Promise<PersonalInfoOptions> {
  const [playerFields, countries] = await Promise.all([
    api.request('GET', '/api/info/player_fields', { schema: playerFieldsResponseSchema }),
    api.request('GET', '/api/info/countries', { schema: countriesResponseSchema }),
  ]);
  return { playerFields, countries };
}
