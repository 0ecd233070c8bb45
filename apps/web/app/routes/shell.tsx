import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/shell';
import { runServerGuards, runServerRestriction } from '~/lib/guards/server-guards.server';
import { runClientGuards } from '~/lib/guards/client-guards';
import { isRestrictedPayload } from '~/lib/guards/apply-guard';
import { NotFoundPage } from '~/features/chrome/not-found-page';
import { RestrictedPage } from '~/features/chrome/restricted-page';
import { ErrorPage } from '~/features/chrome/error-page';
import { titleMeta } from '~/lib/meta';

// Every page sits under this layout: its middleware runs the router guards of spec 01 section 2, and its error
// boundary renders not-found, restricted (451) and error pages inside the header and footer.

export const middleware: Route.MiddlewareFunction[] = [({ request, context }) => runServerGuards(request, context)];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [({ request }) => runClientGuards(request)];

// The 451 page of a restricted guest on a document request (see runServerRestriction); client navigations get it
// from the client middleware above.
export const loader = ({ request, context }: Route.LoaderArgs) => runServerRestriction(request, context);

// The loader holds no data: nothing to reload after a sign-in or on a search change.
export const shouldRevalidate = () => false;

// When a page fails, its own meta never runs: the boundary's page names itself (not found, restricted, error).
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404) return titleMeta(matches, 'ROUTER.NOT_FOUND_TITLE');
  if (isRouteErrorResponse(error) && error.status === 451 && isRestrictedPayload(error.data)) {
    return titleMeta(matches, error.data.restricted === 'sign-up' ? 'OOPS.REGISTRATION_RESTRICTED' : 'OOPS.LOGIN_RESTRICTED');
  }
  return titleMeta(matches, 'OOPS.TITLE');
};

export default function Shell() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 451 && isRestrictedPayload(error.data)) return <RestrictedPage action={error.data.restricted} />;
  return <ErrorPage error={error} />;
}
