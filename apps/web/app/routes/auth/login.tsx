import { useRouteModal } from '~/lib/route-modal';

// /login opens the 'sign-in' popup over the lobby (spec 01 section 2). The auth helper owns this file.
export default function LoginRoute() {
  useRouteModal('sign-in');
  return null;
}
