import type { ComponentType } from 'react';
import { useT } from '~/lib/i18n';
import { events } from '~/lib/events';
import { CherryIcon, HomeIcon, LiveIcon, MenuIcon } from '~/ui/icons-core';
import { PlayerDepositButton } from '~/features/chrome/lazy-player';
import { BallIcon } from '~/features/chrome/chrome-icons';
import { NavItemLink } from '~/features/chrome/nav-link-item';
import { useBottomBarNav } from '~/features/chrome/use-nav-items';
import type { NavSection } from '~/features/chrome/nav-items';

const ICONS: Partial<Record<NavSection, ComponentType<{ size?: number }>>> = {
  lobby: HomeIcon,
  pokies: CherryIcon,
  live: LiveIcon,
  betting: BallIcon,
};

/** The mobile bottom bar of spec 02 section 2 (hidden on desktop): lobby, pokies, live, betting, the menu opener, deposit when logged in. */
export function BottomBar() {
  const t = useT();
  const items = useBottomBarNav();
  return (
    <nav className="bottom-bar" aria-label={t('HEADER.MOBILE_NAVIGATION')}>
      {items.map((item) => {
        const Icon = item.icon ? ICONS[item.icon] : undefined;
        return (
          <NavItemLink
            key={item.key}
            item={item}
            className="bottom-bar__item"
            icon={Icon ? <Icon /> : null}
          />
        );
      })}
      <button
        type="button"
        className="bottom-bar__item"
        aria-haspopup="dialog"
        onClick={() => events.emit('side-menu:open')}
      >
        <MenuIcon />
        <span>{t('HEADER.MENU')}</span>
      </button>
      <PlayerDepositButton className="bottom-bar__deposit" />
    </nav>
  );
}
