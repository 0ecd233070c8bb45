import { createApiClient } from '@casino/api/client';
import { events } from '~/lib/events';

/**
 * The browser's API client (same origin, session cookie, 30 s timeout, 6 retries). A 401 from any call emits
 * 'auth-error', which the session turns into a logout and the login popup (spec 01 section 4).
 * Loaders use `context.get(serverContext).api` instead: the in-process client carrying the player's cookie.
 */
export const api = createApiClient({
  fetch: (url, init) => fetch(url, init),
  side: 'browser',
  onUnauthorized: () => events.emit('auth-error'),
});
