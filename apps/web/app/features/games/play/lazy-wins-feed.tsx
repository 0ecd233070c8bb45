import { lazy, Suspense } from 'react';

// The feed brings the money formatting tables and the wins schema: its own chunk, so the lobby's and the game page's
// first script carry none of it. Its data comes after hydration anyway.
const WinsFeed = lazy(() =>
  import('./wins-feed.tsx').then((module) => ({ default: module.WinsFeed })),
);

/** The latest big wins, loaded as its own chunk. */
export function LazyWinsFeed() {
  return (
    <Suspense fallback={null}>
      <WinsFeed />
    </Suspense>
  );
}
