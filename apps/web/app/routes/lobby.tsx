import { Outlet } from 'react-router';
import type { Route } from './+types/lobby';
import { titleMeta } from '~/lib/meta';
import { LobbyShell } from '~/features/chrome/lobby-shell';

// The main lobby (spec 01 section 2). The lobby helper fills this page with the catalogue; it must keep the
// <Outlet />: the popup routes (/login, /registration, ...) are its children and open their modal over it.

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'ROUTER.TITLE_LOBBY');

export default function Lobby() {
  return (
    <>
      <LobbyShell />
      <Outlet />
    </>
  );
}
