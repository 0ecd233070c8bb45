import { lazy, Suspense, type ComponentProps } from 'react';
import { usePlayer } from '~/lib/session';

// What only signed-in players see loads as its own chunk, so a guest's first page carries none of it (money
// formatting tables, profile rules). Server renders include it; hydration keeps that HTML until the chunk is in.
const load = () => import('~/features/chrome/player/player-chrome');
const LazyHeaderActions = lazy(() =>
  load().then((module) => ({ default: module.PlayerHeaderActions })),
);
const LazyNotice = lazy(() => load().then((module) => ({ default: module.EmailNotice })));
const LazyDeposit = lazy(() => load().then((module) => ({ default: module.DepositButton })));
const LazyEffects = lazy(() => load().then((module) => ({ default: module.PlayerEffects })));

/** Renders its children only for a signed-in player, inside a Suspense boundary for the lazy chunk. */
function ForPlayer({ children }: { children: React.ReactNode }) {
  return usePlayer() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export const PlayerHeaderActions = () => (
  <ForPlayer>
    <LazyHeaderActions />
  </ForPlayer>
);
export const PlayerEmailNotice = () => (
  <ForPlayer>
    <LazyNotice />
  </ForPlayer>
);
export const PlayerEffects = () => (
  <ForPlayer>
    <LazyEffects />
  </ForPlayer>
);
export const PlayerDepositButton = (props: ComponentProps<typeof LazyDeposit>) => (
  <ForPlayer>
    <LazyDeposit {...props} />
  </ForPlayer>
);
