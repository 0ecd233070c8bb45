import { useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import { useRootData } from '~/lib/root-data';
import { useFocusTrap } from '~/ui/focus-trap';
import { Button } from '~/ui/button';
import { CloseIcon, LogoutIcon, UserIcon } from '~/ui/icons';
import { Balance } from '~/features/chrome/player/balance';
import { DepositButton } from '~/features/chrome/player/deposit-button';
import { LanguagePicker } from '~/features/chrome/language-picker';
import { LocalTime } from '~/features/chrome/local-time';
import { NavItemLink } from '~/features/chrome/nav-link-item';
import { SearchButton } from '~/features/chrome/search-button';
import { useHeaderNav } from '~/features/chrome/use-nav-items';
import { InstallBlock } from '~/features/chrome/pwa/install-block';

/**
 * The side menu of spec 02 section 2: balance block, game search, menu items (the header's, in the same order),
 * profile (logged in), install block (not in the installed app), language picker (more than one locale) and local
 * time. Notifications, support chat and VIP manager come with their issues.
 */
export default function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <Panel onClose={onClose} /> : null;
}

function Panel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const { player, logout } = useSession();
  const { show } = useModals();
  const { geo } = useRootData();
  const items = useHeaderNav();
  useFocusTrap(ref, onClose);
  return (
    <div className="side-menu" data-open="true">
      <div className="side-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={ref}
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('HEADER.MENU')}
        tabIndex={-1}
      >
        <div className="side-menu__top">
          <span className="side-menu__title">{t('HEADER.MENU')}</span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('CHROME.CLOSE')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {player ? (
          <section className="side-menu__balance" aria-label={t('HEADER.BALANCE')}>
            <p className="side-menu__nick">{player.nickname ?? player.email}</p>
            <Balance detailed />
            <DepositButton block />
          </section>
        ) : (
          !geo.access.blocked451 && (
            <div className="side-menu__auth">
              <Button
                variant="ghost"
                block
                disabled={!geo.access.canSignIn}
                onClick={() => {
                  onClose();
                  show('sign-in');
                }}
              >
                {t('HEADER.SIGN_IN')}
              </Button>
              <Button
                block
                disabled={!geo.access.canSignUp}
                onClick={() => {
                  onClose();
                  show('sign-up');
                }}
              >
                {t('HEADER.SIGN_UP')}
              </Button>
            </div>
          )
        )}
        <SearchButton variant="field" onOpen={onClose} />
        <nav className="side-menu__nav" aria-label={t('HEADER.NAVIGATION')}>
          {items.map((item) => (
            <NavItemLink key={item.key} item={item} className="side-menu__link" />
          ))}
          {player && (
            <Link to="/profile" className="side-menu__link">
              <UserIcon size={18} /> {t('HEADER.PROFILE')}
            </Link>
          )}
        </nav>
        <InstallBlock />
        <div className="side-menu__bottom">
          <LanguagePicker />
          <LocalTime />
          {player && (
            <button
              type="button"
              className="side-menu__link side-menu__logout"
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              <LogoutIcon size={18} /> {t('HEADER.LOG_OUT')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
