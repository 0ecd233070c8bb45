import type { ApiClient } from '@casino/api/client';
import {
  playerSessionListSchema,
  twoFactorStateSchema,
  type PlayerSession,
  type TwoFactorState,
} from '@casino/api/auth';

export interface ProfileSecurityData {
  twoFactor: TwoFactorState;
  sessions: PlayerSession[];
}

/** What /profile/security shows: GET /api/v2/player/two_factor and GET /api/player/sessions. */
export async function loadProfileSecurity(api: ApiClient): Promise<ProfileSecurityData> {
  const [twoFactor, sessions] = await Promise.all([
    api.request('GET', '/api/v2/player/two_factor', { schema: twoFactorStateSchema }),
    api.request('GET', '/api/player/sessions', { schema: playerSessionListSchema }),
  ]);
  return { twoFactor, sessions };
}
