import type { Route } from './+types/favorite-games';
import { loadFavoritesPage } from '~/features/games/load-favorites.server';
import { FavoritesPage } from '~/features/games/favorites-page';

// /favorite-games: the player's favourites (spec 01 section 2). The spec's guards do not mark it auth-required,
// so a guest sees the page with a sign-in prompt rather than a redirect.

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadFavoritesPage(request, context);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function FavoriteGames({ loaderData }: Route.ComponentProps) {
  return <FavoritesPage data={loaderData} />;
}
