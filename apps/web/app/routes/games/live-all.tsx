import type { Route } from './+types/live-all';
import { loadCategoryPage } from '~/features/games/load-catalogue.server';
import { catalogueMeta } from '~/features/games/catalogue-meta';
import { CataloguePage } from '~/features/games/catalogue-page';

// /live/all: every live game (spec 02 section 2); the live_all tab of the live menu.

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadCategoryPage(request, context, 'live', 'all');

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(loaderData, matches);

export default function LiveAll({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}
