import { resetSessionTimer } from '~/lib/player/session-timer-start';

/** DELETE /api/users/sign_out (spec 01 section 7); a failure still ends the session on this side. */
export async function signOut(): Promise<void> {
  resetSessionTimer();
  try {
    // The API client loads on first use: a guest's first page does not need it.
    const { api } = await import('~/lib/api');
    await api.request('DELETE', '/api/users/sign_out');
  } catch {
    // The server session may already be gone (401); the browser state is cleared either way.
  }
}
