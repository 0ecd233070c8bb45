import { createApiClient } from '@casino/api/client';

/**
 * The back office's browser client: same origin, the operator's own cookie. Unlike the player's client it emits no
 * 'auth-error' on a 401 (that would sign a player out); the screens send the operator to the sign-in page instead.
 */
export const backofficeApi = createApiClient({
  fetch: (url, init) => fetch(url, init),
  side: 'browser',
});
