import type { Route } from './+types/security';
import { serverContext } from '~/lib/load-context';
import { titleMeta } from '~/lib/meta';
import { loadProfileSecurity } from '~/features/profile/api/profile-security.server';
import { SecurityPage } from '~/features/profile/security/security-page';

// /profile/security: password, two-factor authentication and active sessions. Its own route chunk, so the
// QR encoder and the security forms never load with the first page.

export async function loader({ context }: Route.LoaderArgs) {
  return loadProfileSecurity(context.get(serverContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'ROUTER.PROFILE_SECURITY');

export default function ProfileSecurity({ loaderData }: Route.ComponentProps) {
  return <SecurityPage data={loaderData} />;
}
