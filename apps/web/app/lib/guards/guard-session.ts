import type { GeoAccess } from '~/lib/guards/geo';

/** What the browser-side route guards need to know, kept outside React because client middleware runs outside it. */
export interface GuardSession {
  loggedIn: boolean;
  geo: GeoAccess | null;
  localePrefix: string;
}

let current: GuardSession = { loggedIn: false, geo: null, localePrefix: '' };

export function setGuardSession(session: Partial<GuardSession>): void {
  current = { ...current, ...session };
}

export function getGuardSession(): GuardSession {
  return current;
}
