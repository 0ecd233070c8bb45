import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/lib/i18n';
import { isNavItemActive, type NavItem } from '~/features/chrome/nav-items';
import { NavItemLink } from '~/features/chrome/nav-link-item';
import { ChevronDownIcon } from '~/features/chrome/chrome-icons';

/** A disclosure (button + list of links): Escape, a click outside, leaving it with Tab or following a link closes it. */
export default function MoreMenu({ items }: { items: NavItem[] }) {
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
  const active = items.some((item) => isNavItemActive(item, pathname));
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
            <NavItemLink
              item={item}
              className="header__more-link"
              onNavigate={() => setOpen(false)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
