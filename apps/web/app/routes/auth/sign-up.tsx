import { useRouteModal } from '~/lib/route-modal';

// /sign-up opens the 'sign-up' popup over the lobby (spec 01 section 2). The auth helper owns this file.
export default function SignUpRoute() {
  useRouteModal('sign-up');
  return null;
}
