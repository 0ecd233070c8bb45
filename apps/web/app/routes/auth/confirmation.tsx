import { useRouteModal } from '~/lib/route-modal';

// /confirmation opens the 'confirmation' popup over the lobby (spec 01 section 2). The auth helper owns this file.
export default function ConfirmationRoute() {
  useRouteModal('confirmation');
  return null;
}
