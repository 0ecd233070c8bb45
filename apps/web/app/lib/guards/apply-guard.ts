import { data, redirect } from 'react-router';
import type { GuardResult } from '~/lib/guards/route-guards';
import type { RestrictedPayload } from '~/lib/guards/restricted-payload';

// The payload check lives on its own (the shell's error boundary reads it on every page); re-exported here.
export { isRestrictedPayload, type RestrictedPayload } from '~/lib/guards/restricted-payload';

/**
 * '/profile' under prefix 'de' -> '/de/profile', '/' -> '/de'. Redirects thrown by middleware (unlike loader
 * redirects) do not get the router's basename added, so the guards add the locale prefix themselves.
 */
export function withLocalePrefix(localePrefix: string, to: string): string {
  if (!localePrefix) return to;
  return /^\/(?=$|[?#])/.test(to) ? `/${localePrefix}${to.slice(1)}` : `/${localePrefix}${to}`;
}

/** Turns a guard decision into a thrown redirect or a 451 response (rendered by the shell's error boundary). */
export function applyGuard(result: GuardResult, localePrefix: string): void {
  if (!result) return;
  if (result.kind === 'redirect')
    throw redirect(withLocalePrefix(localePrefix, result.to), result.status);
  const payload: RestrictedPayload = { restricted: result.action };
  throw data(payload, { status: 451 });
}
