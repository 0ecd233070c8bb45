import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import type { CatalogueTab } from '~/features/games/catalogue-data';
import '~/features/games/games.css';

/** Category chips (links; the current one marked), scrolling sideways on a phone (everywhere with `scroll`). */
export function CategoryChips({
  tabs,
  active,
  label,
  scroll = false,
}: {
  tabs: readonly CatalogueTab[];
  active: string;
  label: string;
  scroll?: boolean;
}) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the list scrolls sideways: bring the current chip into view (without moving the page).
  useEffect(() => {
    const element = list.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (element && current && element.scrollWidth > element.clientWidth)
      element.scrollLeft = current.offsetLeft - element.clientWidth / 2 + current.offsetWidth / 2;
  }, [active]);
  if (tabs.length === 0) return null;
  return (
    <nav className={scroll ? 'chips chips--scroll' : 'chips'} aria-label={label}>
      <ul ref={list} className="chips__list">
        {tabs.map((item) => (
          <li key={item.tab}>
            <NavLink
              to={item.href}
              end
              className={`chip${item.tab === active ? ' chip--active' : ''}`}
              aria-current={item.tab === active ? 'page' : undefined}
            >
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
