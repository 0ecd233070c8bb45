import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/guarded';
import { currentOperator } from '~/features/backoffice/api/load-backoffice.server';

// Every back-office page but the sign-in: an operator must be signed in (a player's session counts for nothing here),
// else the sign-in page, which brings them back afterwards. Middleware, so no page loader runs for a stranger.

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    if (await currentOperator(context)) return;
    const { pathname, search } = new URL(request.url);
    throw redirect(`/backoffice/sign-in?redirect=${encodeURIComponent(pathname + search)}`);
  },
];

export default function Guarded() {
  return <Outlet />;
}
