import type { RouterContextProvider } from 'react-router';
import { serverContext } from '~/lib/load-context';
import { requestSession } from '~/lib/request-context.server';
import { applyGuard } from '~/lib/guards/apply-guard';
import {
  needsSession,
  pathRedirect,
  sessionGuard,
  stripLocalePrefix,
  type GuardResult,
} from '~/lib/guards/route-guards';

type Context = Readonly<RouterContextProvider>;

/** The session guard's decision for this request; the player is loaded only when a guard needs it. */
async function sessionDecision(url: URL, path: string, context: Context): Promise<GuardResult> {
  if (!needsSession(path)) return null;
  const session = requestSession(context);
  const [player, geo] = await Promise.all([session.player, session.geo]);
  return sessionGuard(path, url.search, { loggedIn: player !== null, geo: geo.access });
}

function routePathOf(
  request: Request,
  context: Context,
): { url: URL; path: string; prefix: string } {
  const url = new URL(request.url);
  const prefix = context.get(serverContext).localePrefix ?? '';
  return { url, path: stripLocalePrefix(url.pathname, prefix), prefix };
}

/** The router guards' redirects on the server (document and data requests), run as the shell's middleware. */
export async function runServerGuards(request: Request, context: Context): Promise<void> {
  const { url, path, prefix } = routePathOf(request, context);
  applyGuard(pathRedirect(path, url.search), prefix);
  const decision = await sessionDecision(url, path, context);
  if (decision?.kind === 'redirect') applyGuard(decision, prefix);
}

/**
 * The 451 answer of a restricted guest, thrown from the shell's loader rather than its middleware: an error thrown by
 * middleware skips every loader, so it could only reach the root's bare boundary, while a loader's error renders the
 * shell's restricted page inside the site chrome (the root loader has run beside it).
 */
export async function runServerRestriction(request: Request, context: Context): Promise<null> {
  const { url, path, prefix } = routePathOf(request, context);
  const decision = await sessionDecision(url, path, context);
  if (decision?.kind === 'restricted') applyGuard(decision, prefix);
  return null;
}
