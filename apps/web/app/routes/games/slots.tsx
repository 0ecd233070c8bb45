import type { Route } from './+types/slots';
import { loadCategoryPage } from '~/features/games/load-catalogue.server';
import { catalogueMeta } from '~/features/games/catalogue-meta';
import { CataloguePage } from '~/features/games/catalogue-page';

// /slots: the slots category named in the menu (spec 02 section 2), with the pokies menu's tabs.

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadCategoryPage(request, context, 'slots', 'slots');

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(loaderData, matches);

export default function Slots({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}
