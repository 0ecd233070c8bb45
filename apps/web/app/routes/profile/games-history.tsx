import type { Route } from './+types/games-history';
import { serverContext } from '~/lib/load-context';
import { titleMeta } from '~/lib/meta';
import { getPlayerRounds, pageOf } from '~/features/games-history/get-player-rounds';
import { GamesHistoryPage } from '~/features/games-history/games-history-page';

// /profile/games-history (spec 01 section 2, auth required): the player's rounds of real play, page by page.

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).searchParams);
  return getPlayerRounds(context.get(serverContext).api, page);
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'PLAY.HISTORY.TITLE');

export default function ProfileGamesHistory({ loaderData }: Route.ComponentProps) {
  return <GamesHistoryPage data={loaderData} />;
}
