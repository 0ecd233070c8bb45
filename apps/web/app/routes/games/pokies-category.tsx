import type { Route } from './+types/pokies-category';
import { loadCategoryPage } from '~/features/games/load-catalogue.server';
import { catalogueMeta } from '~/features/games/catalogue-meta';
import { CataloguePage } from '~/features/games/catalogue-page';

// /pokies/{slug}: one pokies category (spec 02 section 2); an unknown category is the not-found page.

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadCategoryPage(request, context, 'pokies', params.slug);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(loaderData, matches);

export default function PokiesCategory({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}
