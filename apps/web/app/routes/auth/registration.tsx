import { useRouteModal } from '~/lib/route-modal';

// /registration opens the 'sign-up' popup over the lobby (spec 01 section 2). The auth helper owns this file.
export default function RegistrationRoute() {
  useRouteModal('sign-up');
  return null;
}
