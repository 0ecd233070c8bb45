import type { Route } from './+types/category';
import { loadCategoryPage } from '~/features/games/load-catalogue.server';
import { catalogueMeta } from '~/features/games/catalogue-meta';
import { CataloguePage } from '~/features/games/catalogue-page';

// /categories/{slug}: a lobby category with the main menu's tabs; its canonical link is /pokies/{slug}
// (spec 01 section 2; the root layout writes canonical links). An unknown category is the not-found page.

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadCategoryPage(request, context, 'categories', params.slug);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(loaderData, matches);

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}
