import type { ApiClient } from '@casino/api/client';
import {
  countriesResponseSchema,
  playerFieldsResponseSchema,
  type CountryInfo,
  type PlayerFieldsInfo,
} from '@casino/api/info';
import { subscriptionsSchema, type Subscriptions } from '@casino/api/player';

export interface ProfileMainData {
  playerFields: PlayerFieldsInfo;
  countries: CountryInfo[];
  subscriptions: Subscriptions;
}

/** What /profile/main needs besides the player: GET /api/info/player_fields, /api/info/countries, /api/subscriptions. */
export async function loadProfileMain(api: ApiClient): Promise<ProfileMainData> {
  const [playerFields, countries, subscriptions] = await Promise.all([
    api.request('GET', '/api/info/player_fields', { schema: playerFieldsResponseSchema }),
    api.request('GET', '/api/info/countries', { schema: countriesResponseSchema }),
    api.request('GET', '/api/subscriptions', { schema: subscriptionsSchema }),
  ]);
  return { playerFields, countries, subscriptions };
}
