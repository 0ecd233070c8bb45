import { NavLink } from 'react-router';
import { useRef, type KeyboardEvent } from 'react';

export interface TabItem {
  id: string;
  label: string;
  /** Route tabs navigate; without `to` the tab is a plain button and `onSelect` handles it. */
  to?: string;
  /** Marks a tab that needs attention (e.g. the player can afford something in it). */
  accent?: boolean;
}

interface TabsProps {
  label: string;
  items: TabItem[];
  /** The selected id for button tabs (route tabs follow the URL). */
  selected?: string;
  onSelect?: (id: string) => void;
}

/** A tab strip: route tabs as links (aria-current), button tabs as a tablist with arrow-key movement. */
export function Tabs({ label, items, selected, onSelect }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-tab]') ?? [])];
    const index = buttons.findIndex((button) => button === document.activeElement);
    const next =
      buttons[(index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length];
    next?.focus();
    event.preventDefault();
  };
  const isRouted = items.every((item) => item.to);
  if (isRouted) {
    return (
      <nav className="tabs" aria-label={label}>
        {items.map((item) => (
          <NavLink
            key={item.id}
            to={item.to ?? ''}
            end
            className={({ isActive }) =>
              `tab${isActive ? ' tab--active' : ''}${item.accent ? ' tab--accent' : ''}`
            }
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
    );
  }
  return (
    <div ref={listRef} className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          data-tab
          aria-selected={item.id === selected}
          tabIndex={item.id === selected ? 0 : -1}
          className={`tab${item.id === selected ? ' tab--active' : ''}${item.accent ? ' tab--accent' : ''}`}
          onClick={() => onSelect?.(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
