import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '~/lib/i18n';
import { GlobalLoader } from '~/ui/spinner';
import { Header } from '~/features/chrome/header';
import { PlayerEffects, PlayerEmailNotice } from '~/features/chrome/lazy-player';
import { BottomBar } from '~/features/chrome/bottom-bar';
import { SideMenuHost } from '~/features/chrome/side-menu-host';
import { ChromeDock } from '~/features/chrome/chrome-dock';
import { ToastViewport } from '~/features/chrome/toast-viewport';
import { useHashModals } from '~/features/chrome/use-hash-modals';
import { usePromoQuery } from '~/features/chrome/use-promo-query';
import { useAuthErrorLogin } from '~/features/chrome/use-auth-error-login';
import { useGeoWarning } from '~/features/chrome/use-geo-warning';
import { useTabTitleRotation } from '~/features/chrome/use-tab-title-rotation';

// The footer sits below the fold: its code (links, providers, logos, social icons) is a chunk of its own. Server
// renders include it; hydration keeps that HTML until the chunk is in.
const Footer = lazy(() => import('~/features/chrome/footer').then((module) => ({ default: module.Footer })));

/** Header, notices, the page, footer, mobile bar, side menu and the app-wide behaviours of spec 01 section 2. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useT();
  useHashModals();
  usePromoQuery();
  useAuthErrorLogin();
  useGeoWarning();
  useTabTitleRotation();
  return (
    <>
      <a href="#main" className="skip-link">{t('CHROME.SKIP_TO_CONTENT')}</a>
      <GlobalLoader label={t('CHROME.LOADING')} />
      <Header />
      <PlayerEmailNotice />
      <PlayerEffects />
      <div className="site-content">{children}</div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomBar />
      <SideMenuHost />
      <ToastViewport />
      <ChromeDock />
    </>
  );
}
