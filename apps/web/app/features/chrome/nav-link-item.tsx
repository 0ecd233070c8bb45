import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '~/lib/i18n';
import { isNavItemActive, type NavItem } from '~/features/chrome/nav-items';

/** One navigation link: app sections by message key, CMS pages by title, betting as an outside link. */
export function NavItemLink({
  item,
  className,
  icon,
  onNavigate,
}: {
  item: NavItem;
  className: string;
  icon?: ReactNode;
  onNavigate?: () => void;
}) {
  const label = useNavLabel()(item);
  const { pathname } = useLocation();
  const body = (
    <>
      {icon}
      <span>{label}</span>
      {item.count ? <span className="nav-count">{item.count}</span> : null}
    </>
  );
  if (item.external) {
    return (
      <a href={item.to} className={className} rel="noopener" onClick={onNavigate}>
        {body}
      </a>
    );
  }
  // Active by the nav's own rule (isNavItemActive) rather than NavLink's: the lobby is active under its game lists too.
  const active = isNavItemActive(item, pathname);
  return (
    <Link
      to={item.to}
      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {body}
    </Link>
  );
}

/** The text of a link: app sections are message keys, CMS pages carry their own title. */
export function useNavLabel(): (item: NavItem) => string {
  const t = useT();
  return (item) => (item.translate ? t(item.label) : item.label);
}
