import type { Route } from './+types/favorite-games';
import { useT } from '~/lib/i18n';
import { titleMeta } from '~/lib/meta';
import { SectionPage } from '~/features/chrome/section-page';

// /favorite-games: the player's favourites. The lobby helper fills this page with its games.

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'ROUTER.TITLE_FAVORITES');

export default function FavoriteGames() {
  const t = useT();
  return <SectionPage title={t('ROUTER.TITLE_FAVORITES')} />;
}
