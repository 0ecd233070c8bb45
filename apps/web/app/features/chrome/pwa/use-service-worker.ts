import { useEffect } from 'react';
import { whenIdle } from '~/lib/idle';
import { errorMessage, logToServer } from '~/lib/log';

/**
 * Registers /sw.js (spec 01 section 7; public/sw.js: the offline page and the build's files) once the page is live
 * and the browser idle, so the first page does not wait for it. Production builds only (the development server's
 * modules are not hashed files), and only where browsers allow workers: https, or localhost.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !isSecureContext) return;
    whenIdle()
      .then(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }))
      .catch((error: unknown) => logToServer('SERVICE_WORKER_ERROR', 'WARN', errorMessage(error)));
  }, []);
}
