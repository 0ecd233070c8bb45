import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/backoffice';
import backofficeStyles from '~/features/backoffice/backoffice.css?url';
import {
  guardBackoffice,
  loadBackofficeView,
} from '~/features/backoffice/api/load-backoffice.server';
import { AuditLogPage } from '~/features/backoffice/components/audit-log-page';
import { BackofficeFrame } from '~/features/backoffice/components/backoffice-frame';
import { CashoutPage } from '~/features/backoffice/components/cashout-page';
import { QueuePage } from '~/features/backoffice/components/queue-page';
import { SignInPage } from '~/features/backoffice/components/sign-in-page';

// /backoffice/*: the operators' tool in its own frame (no player header, menus or footer), English only, never cached
// or indexed. Its chunk loads only here, so the player's pages carry none of it.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: backofficeStyles }];

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
});

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context, params }) => guardBackoffice(request, context, params['*']),
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBackofficeView(request, context, params['*']);
}

const TITLES = {
  'sign-in': 'Sign in',
  queue: 'Pending cashouts',
  cashout: 'Cashout',
  'audit-log': 'Audit log',
} as const;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? TITLES[loaderData.view] : 'Not found'} | Back office` },
  { name: 'robots', content: 'noindex' },
];

function View({ data }: { data: Route.ComponentProps['loaderData'] }) {
  switch (data.view) {
    case 'sign-in':
      return <SignInPage />;
    case 'queue':
      return <QueuePage page={data.page} />;
    case 'cashout':
      return <CashoutPage detail={data.detail} />;
    case 'audit-log':
      return <AuditLogPage page={data.page} />;
  }
}

export default function Backoffice({ loaderData }: Route.ComponentProps) {
  return (
    <BackofficeFrame operator={loaderData.operator}>
      <View data={loaderData} />
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
