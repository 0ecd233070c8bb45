import { useRouteModal } from '~/lib/route-modal';

// /remind opens the 'remind' popup over the lobby (spec 01 section 2). The auth helper owns this file.
export default function RemindRoute() {
  useRouteModal('remind');
  return null;
}
