import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '~/lib/i18n';
import type { NavItem } from '~/features/chrome/nav-items';
import { visibleNavCount } from '~/features/chrome/nav-overflow';
import { NavItemLink, useNavLabel } from '~/features/chrome/nav-link-item';

// The "more" disclosure appears only once the browser has measured a row too narrow for every link (the server
// renders them all): its code loads then.
const MoreMenu = lazy(() => import('~/features/chrome/header-more-menu'));

/**
 * The header's links in the order of spec 02 section 2. A hidden row measures every link; a ResizeObserver on the
 * nav then keeps as many as fit (visibleNavCount) and moves the rest into a "more" disclosure menu. The server
 * renders every link (clipped by CSS) and the browser trims the row before the first paint it owns.
 */
export function HeaderNav({ items }: { items: NavItem[] }) {
  const t = useT();
  const label = useNavLabel();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(items.length);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      // A phone's header shows no links (the bottom bar and side menu carry them): nothing overflows into "more",
      // whose code then never loads.
      if (getComputedStyle(nav).display === 'none') return setVisible(items.length);
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      setVisible(visibleNavCount(widths, gap, nav.clientWidth));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items]);

  const shown = items.slice(0, visible);
  const overflow = items.slice(visible);
  return (
    <nav ref={navRef} className="header__nav" aria-label={t('HEADER.NAVIGATION')}>
      <ul className="header__links">
        {shown.map((item) => (
          <li key={item.key}>
            <NavItemLink item={item} className="header__link" />
          </li>
        ))}
      </ul>
      {overflow.length > 0 && (
        <Suspense fallback={null}>
          <MoreMenu items={overflow} />
        </Suspense>
      )}
      <div ref={measureRef} className="header__measure" aria-hidden="true">
        {items.map((item) => (
          <span key={item.key} className="header__link">
            <span>{label(item)}</span>
            {item.count ? <span className="nav-count">{item.count}</span> : null}
          </span>
        ))}
      </div>
    </nav>
  );
}
