import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * Hydration starts once the server's HTML is on screen: the scripts arrive before the first frame on a fast line, and
 * hydrating at once would hold that frame (the lobby's first paint) until React is done. A frame callback runs when the
 * page can draw (its stylesheets are in); the timeout after it runs once that frame is painted. A hidden tab draws no
 * frames, so there it starts at once.
 */
function afterFirstPaint(run: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.removeEventListener('visibilitychange', start);
    run();
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start);
  requestAnimationFrame(() => setTimeout(start, 0));
}

afterFirstPaint(hydrate);
