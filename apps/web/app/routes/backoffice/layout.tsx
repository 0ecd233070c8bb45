import { Outlet, data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/layout';
import backofficeStyles from '~/features/backoffice/backoffice.css?url';
import { currentOperator } from '~/features/backoffice/api/load-backoffice.server';
import { BackofficeFrame } from '~/features/backoffice/components/backoffice-frame';
import { serverContext } from '~/lib/load-context';

// /backoffice: the operators' tool in its own frame (no player header, menus or footer), English only, never cached
// or indexed. One URL: under a locale prefix (/de/backoffice) it does not exist.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: backofficeStyles }];

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
});

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  if (context.get(serverContext).localePrefix) throw data(null, { status: 404 });
  return { operator: await currentOperator(context) };
}

export default function BackofficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackofficeFrame operator={loaderData.operator}>
      <Outlet />
    </BackofficeFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <BackofficeFrame operator={null}>
      <h1 className="bo-title">{notFound ? 'Not found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'There is no such page in the back office.'
          : 'The back office could not load this page. Try again in a moment.'}
      </p>
      <p>
        <a href="/backoffice">Back to the cashout queue</a>
      </p>
    </BackofficeFrame>
  );
}
