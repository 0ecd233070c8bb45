import { applyGuard } from '~/lib/guards/apply-guard';
import { getGuardSession } from '~/lib/guards/guard-session';
import { pathRedirect, sessionGuard, stripLocalePrefix } from '~/lib/guards/route-guards';

/** The same guards before a client navigation, from the session the page already holds. */
export function runClientGuards(request: Request): void {
  const url = new URL(request.url);
  const session = getGuardSession();
  const path = stripLocalePrefix(url.pathname, session.localePrefix);
  applyGuard(pathRedirect(path, url.search), session.localePrefix);
  applyGuard(sessionGuard(path, url.search, session), session.localePrefix);
}
