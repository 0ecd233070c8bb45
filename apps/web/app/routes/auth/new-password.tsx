import { useRouteModal } from '~/lib/route-modal';

// /new-password opens the 'new-password' popup over the lobby (spec 01 section 2). The auth helper owns this file.
export default function NewPasswordRoute() {
  useRouteModal('new-password');
  return null;
}
