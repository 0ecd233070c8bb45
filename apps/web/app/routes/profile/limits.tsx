import type { Route } from './+types/limits';
import { serverContext } from '~/lib/load-context';
import { titleMeta } from '~/lib/meta';
import { loadProfileLimits } from '~/features/profile/api/profile-limits.server';
import { LimitsPage } from '~/features/profile/limits/limits-page';

// /profile/limits: responsible-gaming limits (spec 01 section 2, spec 04 section 6).

export async function loader({ context }: Route.LoaderArgs) {
  return loadProfileLimits(context.get(serverContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'LIMITS.TITLE');

export default function ProfileLimits({ loaderData }: Route.ComponentProps) {
  return <LimitsPage data={loaderData} />;
}
