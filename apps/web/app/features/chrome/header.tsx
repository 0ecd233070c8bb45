import { Link, NavLink } from 'react-router';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import { useRootData } from '~/lib/root-data';
import { events } from '~/lib/events';
import { Button } from '~/ui/button';
import { LogoMark, MenuIcon } from '~/ui/icons';
import { PlayerHeaderActions } from '~/features/chrome/lazy-player';
import { MAIN_NAV } from '~/features/chrome/nav-items';

/** The header of spec 02 section 2: logo, navigation in the spec's order, then sign-in/up or balance, deposit and profile. */
export function Header() {
  const t = useT();
  const { player } = useSession();
  const { menus } = useRootData();
  return (
    <header className="header">
      <div className="header__inner">
        <button type="button" className="icon-btn header__menu" aria-label={t('HEADER.OPEN_MENU')} onClick={() => events.emit('side-menu:open')}>
          <MenuIcon />
        </button>
        <Link to="/" className="header__logo" aria-label={t('HEADER.HOME')}>
          <LogoMark />
          <span className="header__brand">Open<span>Casino</span></span>
        </Link>
        <nav className="header__nav" aria-label={t('HEADER.NAVIGATION')}>
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="header__link">
              {t(item.label)}
            </NavLink>
          ))}
          {menus.top.map((page) => (
            <NavLink key={page.path} to={page.path} className="header__link">
              {page.title}
            </NavLink>
          ))}
        </nav>
        <div className="header__actions">{player ? <PlayerHeaderActions /> : <GuestActions />}</div>
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
      <Button variant="ghost" size="sm" disabled={!geo.access.canSignIn} onClick={() => show('sign-in')}>
        {t('HEADER.SIGN_IN')}
      </Button>
      <Button variant="primary" size="sm" disabled={!geo.access.canSignUp} onClick={() => show('sign-up')}>
        {t('HEADER.SIGN_UP')}
      </Button>
    </>
  );
}
