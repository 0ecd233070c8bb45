import type { RouterContextProvider } from 'react-router';
import { serverContext } from '~/lib/load-context';
import { requestSession } from '~/lib/root-loader.server';
import { applyGuard } from '~/lib/guards/apply-guard';
import { needsSession, pathRedirect, sessionGuard, stripLocalePrefix } from '~/lib/guards/route-guards';

/** The router guards on the server (document and data requests); the player is loaded only when a guard needs it. */
export async function runServerGuards(request: Request, context: Readonly<RouterContextProvider>): Promise<void> {
  const url = new URL(request.url);
  const prefix = context.get(serverContext).localePrefix ?? '';
  const path = stripLocalePrefix(url.pathname, prefix);
  applyGuard(pathRedirect(path, url.search), prefix);
  if (!needsSession(path)) return;
  const session = requestSession(context);
  const [player, geo] = await Promise.all([session.player, session.geo]);
  applyGuard(sessionGuard(path, url.search, { loggedIn: player !== null, geo: geo.access }), prefix);
}
