import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import { useRootData } from '~/lib/root-data';
import { events } from '~/lib/events';
import { Button } from '~/ui/button';
import { LogoMark, MenuIcon } from '~/ui/icons-core';
import { PlayerHeaderActions } from '~/features/chrome/lazy-player';
import { HeaderNav } from '~/features/chrome/header-nav';
import { SearchButton } from '~/features/chrome/search-button';
import { useHeaderNav } from '~/features/chrome/use-nav-items';

/**
 * The header of spec 02 section 2: menu opener, logo, navigation in the spec's order (overflowing into "more"),
 * game search, then sign-in/up or balance, deposit and profile.
 */
export function Header() {
  const t = useT();
  const { player } = useSession();
  const items = useHeaderNav();
  return (
    <header className="header">
      <div className="header__inner">
        <button
          type="button"
          className="icon-btn header__menu"
          aria-label={t('HEADER.OPEN_MENU')}
          onClick={() => events.emit('side-menu:open')}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="header__logo" title={t('HEADER.HOME')}>
          <LogoMark />
          <span className="header__brand">
            Open<span>Casino</span>
          </span>
        </Link>
        <HeaderNav items={items} />
        <div className="header__actions">
          <SearchButton variant="icon" />
          {player ? <PlayerHeaderActions /> : <GuestActions />}
        </div>
      </div>
    </header>
  );
}

function GuestActions() {
  const t = useT();
  const { show } = useModals();
  const { geo } = useRootData();
  // A 451 guest cannot open login or registration at all (spec 02 section 6); partial geos see them disabled.
  if (geo.access.blocked451) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={!geo.access.canSignIn}
        onClick={() => show('sign-in')}
      >
        {t('HEADER.SIGN_IN')}
      </Button>
      <Button
        variant="primary"
        size="sm"
        disabled={!geo.access.canSignUp}
        onClick={() => show('sign-up')}
      >
        {t('HEADER.SIGN_UP')}
      </Button>
    </>
  );
}
