import type { Route } from './+types/pokies-all';
import { loadCategoryPage } from '~/features/games/load-catalogue.server';
import { catalogueMeta } from '~/features/games/catalogue-meta';
import { CataloguePage } from '~/features/games/catalogue-page';

// /pokies/all: every pokie (spec 02 section 2); the `all` tab of the pokies menu.

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadCategoryPage(request, context, 'pokies', 'all');

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(loaderData, matches);

export default function PokiesAll({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}
