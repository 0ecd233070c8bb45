import type { Route } from './+types/studio';
import studioStyles from '~/features/studio/studio.css?url';
import { StudioPage } from '~/features/studio/studio-page';
import { loadStudioFrame } from '~/features/studio/load-studio-frame.server';

// /studio/{launch token}: the studio's game client inside the casino's iframe (docs/games-architecture.md). Its own
// bare full-window layout, outside the player's shell and guards: the token is the only credential it needs. Never
// cached or indexed. Each engine's client is its own chunk, imported once the session names the engine.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: studioStyles }];

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
});

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStudioFrame(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? 'Game' },
  { name: 'robots', content: 'noindex' },
];

export default function Studio({ loaderData, params }: Route.ComponentProps) {
  return (
    <StudioPage token={params.token} locale={loaderData.locale} messages={loaderData.messages} />
  );
}
