import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The feed brings the money formatting tables, the wins schema and, for its live pushes, the realtime client: its own
// chunk, loaded only when the feed comes near the screen. On the lobby it sits below the rows, so a visit that never
// scrolls there neither downloads nor runs any of it (the realtime client alone is ~100 KB of script to parse).
const WinsFeed = lazy(() =>
  import('./wins-feed.tsx').then((module) => ({ default: module.WinsFeed })),
);

/** How far below the screen the feed starts loading, so that it is there when the player scrolls to it. */
const NEAR = '600px 0px';

/** The latest big wins, loaded as its own chunk once its place is within NEAR of the screen. */
export function LazyWinsFeed() {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} className="wins-feed-place">
      {near && (
        <Suspense fallback={null}>
          <WinsFeed />
        </Suspense>
      )}
    </div>
  );
}
