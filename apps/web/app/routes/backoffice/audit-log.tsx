import type { Route } from './+types/audit-log';
import { loadAuditLog, pageOf } from '~/features/backoffice/api/load-backoffice.server';
import { AuditLogPage } from '~/features/backoffice/components/audit-log-page';
import { serverContext } from '~/lib/load-context';

export const meta: Route.MetaFunction = () => [{ title: 'Audit log | Back office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAuditLog(context.get(serverContext).api, pageOf(request));
}

export default function BackofficeAuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage page={loaderData} />;
}
