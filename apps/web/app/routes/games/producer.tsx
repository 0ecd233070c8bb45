import type { Route } from './+types/producer';
import { loadProducerPage } from '~/features/games/load-catalogue.server';
import { catalogueMeta } from '~/features/games/catalogue-meta';
import { CataloguePage } from '~/features/games/catalogue-page';

// /producers/{slug} and /producers/{slug}/{page}: a provider's games (spec 01 section 2), numbered pages for
// crawlers, infinite scroll for people. Unknown provider or page: the not-found page.

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadProducerPage(request, context, params.slug, 'page' in params ? params.page : undefined);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(loaderData, matches);

export default function Producer({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}
