import { useRouteModal } from '~/lib/route-modal';

// /email-verify opens the 'email-verify' popup over the lobby (spec 01 section 2). The auth helper owns this file.
export default function EmailVerifyRoute() {
  useRouteModal('email-verify');
  return null;
}
