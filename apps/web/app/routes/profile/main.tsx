import type { Route } from './+types/main';
import { serverContext } from '~/lib/load-context';
import { titleMeta } from '~/lib/meta';
import { loadProfileMain } from '~/features/profile/api/profile-main.server';
import { ProfileMainPage } from '~/features/profile/components/profile-main-page';

// /profile/main: personal data and subscriptions. Guests never get here: the shell's guards send them to registration.

export async function loader({ context }: Route.LoaderArgs) {
  return loadProfileMain(context.get(serverContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'ROUTER.PROFILE_MAIN');

export default function ProfileMain({ loaderData }: Route.ComponentProps) {
  return <ProfileMainPage data={loaderData} />;
}
