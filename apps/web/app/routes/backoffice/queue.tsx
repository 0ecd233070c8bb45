import type { Route } from './+types/queue';
import { loadPendingCashouts, pageOf } from '~/features/backoffice/api/load-backoffice.server';
import { QueuePage } from '~/features/backoffice/components/queue-page';
import { serverContext } from '~/lib/load-context';

export const meta: Route.MetaFunction = () => [{ title: 'Pending cashouts | Back office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPendingCashouts(context.get(serverContext).api, pageOf(request));
}

export default function BackofficeQueue({ loaderData }: Route.ComponentProps) {
  return <QueuePage page={loaderData} />;
}
