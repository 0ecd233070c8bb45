import { useHashModals } from '~/features/chrome/use-hash-modals';
import { usePromoQuery } from '~/features/chrome/use-promo-query';
import { useAuthErrorLogin } from '~/features/chrome/use-auth-error-login';
import { useGeoWarning } from '~/features/chrome/use-geo-warning';
import { useTabTitleRotation } from '~/features/chrome/use-tab-title-rotation';
import { useReporting } from '~/lib/reporting/use-reporting';
import { usePwaInstallQuery } from '~/features/chrome/pwa/use-pwa-install-query';
import { useServiceWorker } from '~/features/chrome/pwa/use-service-worker';
import { useEffect } from 'react';
import { useT } from '~/lib/i18n';
import { GlobalLoader } from '~/ui/spinner';
import { ChromeDock } from '~/features/chrome/chrome-dock';
import { SideMenuHost } from '~/features/chrome/side-menu-host';

/**
 * The chrome's parts that only act once the page is live (spec 01 section 2): modals opened by #hashes, promo codes
 * taken from the query, the install instructions of ?pwa=install, sign-in after a 401, the restricted-geo warning,
 * the hidden tab's rotating title, the reporting calls and the service worker (both when idle), the side menu, the
 * navigation loader bar and the cards docked at the bottom (cookies, AU confirmation; both decided in the browser).
 * The site chrome loads this chunk after hydration, so the first page neither downloads nor runs it before it is
 * interactive.
 */
export default function AfterHydration() {
  const t = useT();
  useHashModals();
  usePromoQuery();
  usePwaInstallQuery();
  useAuthErrorLogin();
  useGeoWarning();
  useTabTitleRotation();
  useReporting();
  useServiceWorker();
  // The page is hydrated and every control works now (the side menu listens from here): browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <GlobalLoader label={t('CHROME.LOADING')} />
      <SideMenuHost />
      <ChromeDock />
    </>
  );
}
