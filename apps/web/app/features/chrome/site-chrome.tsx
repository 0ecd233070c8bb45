import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useT } from '~/lib/i18n';
import { Header } from '~/features/chrome/header';
import { PlayerEffects, PlayerEmailNotice } from '~/features/chrome/lazy-player';
import { BottomBar } from '~/features/chrome/bottom-bar';
import { ToastViewport } from '~/features/chrome/toast-viewport';

// The footer sits below the fold: its code (links, providers, logos, social icons) is a chunk of its own. Server
// renders include it; hydration keeps that HTML until the chunk is in.
const Footer = lazy(() =>
  import('~/features/chrome/footer').then((module) => ({ default: module.Footer })),
);
// What acts once the page is live (behaviours, side menu, navigation bar, the bottom cards decided in the browser):
// loaded after hydration.
const AfterHydration = lazy(() => import('~/features/chrome/after-hydration'));

/** Header, notices, the page, footer, mobile bar, side menu and the app-wide behaviours of spec 01 section 2. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('CHROME.SKIP_TO_CONTENT')}
      </a>
      <Header />
      <PlayerEmailNotice />
      <PlayerEffects />
      <div className="site-content">{children}</div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomBar />
      <ToastViewport />
      <LiveChrome />
    </>
  );
}

/** Mounts the after-hydration chunk once the page has hydrated (a state of its own: nothing else re-renders). */
function LiveChrome() {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? (
    <Suspense fallback={null}>
      <AfterHydration />
    </Suspense>
  ) : null;
}
