import { lazy, Suspense } from 'react';
import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/shell';
import { runServerGuards, runServerRestriction } from '~/lib/guards/server-guards.server';
import { isRestrictedPayload } from '~/lib/guards/restricted-payload';
import { titleMeta } from '~/lib/meta';

// The boundary's pages and the browser-side guards are chunks of their own: a page that renders fine never loads
// them, and the guards are first needed by a client navigation (the server ran them for this document).
const NotFoundPage = lazy(() =>
  import('~/features/chrome/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const RestrictedPage = lazy(() =>
  import('~/features/chrome/restricted-page').then((module) => ({
    default: module.RestrictedPage,
  })),
);
const ErrorPage = lazy(() =>
  import('~/features/chrome/error-page').then((module) => ({ default: module.ErrorPage })),
);

// Every page sits under this layout: its middleware runs the router guards of spec 01 section 2, and its error
// boundary renders not-found, restricted (451) and error pages inside the header and footer.

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => runServerGuards(request, context),
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    const { runClientGuards } = await import('~/lib/guards/client-guards');
    runClientGuards(request);
  },
];

// The 451 page of a restricted guest on a document request (see runServerRestriction); client navigations get it
// from the client middleware above.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  runServerRestriction(request, context);

// The loader holds no data: nothing to reload after a sign-in or on a search change.
export const shouldRevalidate = () => false;

// When a page fails, its own meta never runs: the boundary's page names itself (not found, restricted, error).
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404)
    return titleMeta(matches, 'ROUTER.NOT_FOUND_TITLE');
  if (isRouteErrorResponse(error) && error.status === 451 && isRestrictedPayload(error.data)) {
    return titleMeta(
      matches,
      error.data.restricted === 'sign-up'
        ? 'OOPS.REGISTRATION_RESTRICTED'
        : 'OOPS.LOGIN_RESTRICTED',
    );
  }
  return titleMeta(matches, 'OOPS.TITLE');
};

export default function Shell() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  let page;
  if (isRouteErrorResponse(error) && error.status === 404) page = <NotFoundPage />;
  else if (isRouteErrorResponse(error) && error.status === 451 && isRestrictedPayload(error.data))
    page = <RestrictedPage action={error.data.restricted} />;
  else page = <ErrorPage error={error} />;
  return <Suspense fallback={null}>{page}</Suspense>;
}
