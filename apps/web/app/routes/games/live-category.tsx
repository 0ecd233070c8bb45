import type { Route } from './+types/live-category';
import { loadCategoryPage } from '~/features/games/load-catalogue.server';
import { catalogueMeta } from '~/features/games/catalogue-meta';
import { CataloguePage } from '~/features/games/catalogue-page';

// /live/{slug}: one live category (spec 02 section 2); anything but a live category is the not-found page.

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadCategoryPage(request, context, 'live', params.slug);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(loaderData, matches);

export default function LiveCategory({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}
