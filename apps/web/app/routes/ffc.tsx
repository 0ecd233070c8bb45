import { data } from 'react-router';
import { isTester } from '@casino/domain/statuses';
import type { Route } from './+types/ffc';
import { requestSession } from '~/lib/request-context.server';
import { playerGroups } from '~/lib/player/groups';
import { titleMeta } from '~/lib/meta';
import { FeatureFlagsScreen } from '~/features/ffc/feature-flags-screen';

// /ffc: the hidden feature-flag screen (spec 01 section 6). Testers only (status 21 or 916); everyone else gets
// the not-found page, so the screen's existence is not revealed.

export async function loader({ context }: Route.LoaderArgs) {
  const player = await requestSession(context).player;
  if (!isTester(playerGroups(player))) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(matches, 'FFC.TITLE'),
  { name: 'robots', content: 'noindex' },
];

export default function Ffc() {
  return <FeatureFlagsScreen />;
}
