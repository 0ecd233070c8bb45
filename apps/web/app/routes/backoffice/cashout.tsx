import type { Route } from './+types/cashout';
import { loadCashoutDetail } from '~/features/backoffice/api/load-backoffice.server';
import { CashoutPage } from '~/features/backoffice/components/cashout-page';
import { serverContext } from '~/lib/load-context';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Cashout ${params.id} | Back office` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadCashoutDetail(context.get(serverContext).api, params.id);
}

export default function BackofficeCashout({ loaderData }: Route.ComponentProps) {
  return <CashoutPage detail={loaderData} />;
}
