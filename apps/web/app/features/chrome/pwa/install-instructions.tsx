import type { ReactNode } from 'react';
import { useT } from '~/lib/i18n';
import { Button } from '~/ui/button';
import { CheckIcon } from '~/ui/icons';
import type { InstallUi } from '~/features/chrome/pwa/install-ui';
import {
  AddSquareIcon,
  BrowserMenuIcon,
  InstallIcon,
  ShareIcon,
} from '~/features/chrome/pwa/pwa-icons';
import '~/features/chrome/pwa/pwa.css';

function Steps({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ol className="install__steps" aria-label={label}>
      {children}
    </ol>
  );
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="install__step">
      <span className="install__step-icon">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

/**
 * How to install the app in this browser (spec 02 section 2): the browser's own prompt behind an Install button where
 * Chromium offers one, Share then Add to Home Screen on iOS, the browser menu elsewhere. Shared by the side menu's
 * install block and the `?pwa=install` modal.
 */
export function InstallInstructions({ ui, onInstall }: { ui: InstallUi; onInstall: () => void }) {
  const t = useT();
  switch (ui) {
    case 'running':
      return (
        <p className="install__note">
          <CheckIcon size={18} /> {t('PWA.RUNNING')}
        </p>
      );
    case 'installed':
      return (
        <p className="install__note" role="status">
          <CheckIcon size={18} /> {t('PWA.INSTALLED')}
        </p>
      );
    case 'prompt':
      return (
        <>
          <p className="install__lead">{t('PWA.LEAD')}</p>
          <Button block onClick={onInstall}>
            <InstallIcon size={18} /> {t('PWA.INSTALL')}
          </Button>
        </>
      );
    case 'ios':
      return (
        <>
          <p className="install__lead">{t('PWA.LEAD')}</p>
          <Steps label={t('PWA.STEPS')}>
            <Step icon={<ShareIcon size={18} />}>{t('PWA.IOS_SHARE')}</Step>
            <Step icon={<AddSquareIcon size={18} />}>{t('PWA.IOS_ADD')}</Step>
          </Steps>
        </>
      );
    case 'browser-menu':
      return (
        <>
          <p className="install__lead">{t('PWA.LEAD')}</p>
          <Steps label={t('PWA.STEPS')}>
            <Step icon={<BrowserMenuIcon size={18} />}>{t('PWA.MENU_OPEN')}</Step>
            <Step icon={<InstallIcon size={18} />}>{t('PWA.MENU_INSTALL')}</Step>
          </Steps>
        </>
      );
  }
}
