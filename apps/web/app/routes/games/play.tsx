import type { Route } from './+types/play';
import { loadGamePage } from '~/features/games/load-game.server';
import { GamePage } from '~/features/games/game-page';
import { ProviderNamesProvider } from '~/features/games/provider-names';

// /play/{producer}/{name}: the game page (spec 02 section 2; query mode real or demo). Guests asking for real play
// are sent to registration by the loader (spec 02 section 5); an unknown game is the not-found page.

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadGamePage(request, context, params.producer, params.name);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.seo.title },
        { name: 'description', content: loaderData.seo.description },
      ]
    : [];

export default function Play({ loaderData }: Route.ComponentProps) {
  return (
    <ProviderNamesProvider
      providers={[{ id: loaderData.game.provider, title: loaderData.providerName }]}
    >
      <GamePage data={loaderData} />
    </ProviderNamesProvider>
  );
}
