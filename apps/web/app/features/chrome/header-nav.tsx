import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useT } from '~/lib/i18n';
import type { NavItem } from '~/features/chrome/nav-items';
import { visibleNavCount } from '~/features/chrome/nav-overflow';
import { NavItemLink, useNavLabel } from '~/features/chrome/nav-link-item';
import { ChevronDownIcon } from '~/features/chrome/chrome-icons';

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
      {overflow.length > 0 && <MoreMenu items={overflow} />}
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

/** A disclosure (button + list of links): Escape, a click outside, leaving it with Tab or following a link closes it. */
function MoreMenu({ items }: { items: NavItem[] }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // The toggle is marked active when the current page is one of the links it holds.
  const active = items.some((item) => !item.external && matchPath({ path: item.to, end: item.end }, pathname));
  return (
    <div
      ref={rootRef}
      className="header__more"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`header__link header__more-toggle${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t('HEADER.MORE')}
        <ChevronDownIcon size={16} className="header__more-chevron" />
      </button>
      <ul id={id} className="header__more-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <NavItemLink item={item} className="header__more-link" onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
