import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '~/lib/i18n';
import type { NavItem } from '~/features/chrome/nav-items';

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
  return (
    <NavLink to={item.to} end={item.end} className={className} onClick={onNavigate}>
      {body}
    </NavLink>
  );
}

/** The text of a link: app sections are message keys, CMS pages carry their own title. */
export function useNavLabel(): (item: NavItem) => string {
  const t = useT();
  return (item) => (item.translate ? t(item.label) : item.label);
}
