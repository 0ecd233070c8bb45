import { NavLink } from 'react-router';
import { useT } from '~/lib/i18n';
import { events } from '~/lib/events';
import { CherryIcon, HomeIcon, LiveIcon, MenuIcon } from '~/ui/icons';
import { PlayerDepositButton } from '~/features/chrome/lazy-player';
import { MAIN_NAV } from '~/features/chrome/nav-items';

const ICONS = { home: HomeIcon, pokies: CherryIcon, live: LiveIcon } as const;

/** The mobile bottom bar of spec 02 section 2 (hidden on desktop): lobby, pokies, live, the menu opener, deposit when logged in. */
export function BottomBar() {
  const t = useT();
  return (
    <nav className="bottom-bar" aria-label={t('HEADER.MOBILE_NAVIGATION')}>
      {MAIN_NAV.map((item) => {
        const Icon = ICONS[item.icon];
        return (
          <NavLink key={item.to} to={item.to} end={item.end} className="bottom-bar__item">
            <Icon />
            <span>{t(item.label)}</span>
          </NavLink>
        );
      })}
      <button type="button" className="bottom-bar__item" onClick={() => events.emit('side-menu:open')}>
        <MenuIcon />
        <span>{t('HEADER.MENU')}</span>
      </button>
      <PlayerDepositButton className="bottom-bar__deposit" />
    </nav>
  );
}
