import { useMemo } from 'react';
import { useRootData } from '~/lib/root-data';
import { useFeatureFlags } from '~/lib/feature-flags';
import {
  bottomBarNav,
  headerNav,
  type NavContext,
  type NavItem,
} from '~/features/chrome/nav-items';

/**
 * What decides the navigation today: the CMS top-menu pages and the mystic-jackpots flag. Betting, the
 * promotion pages (manage-promotion-pages) and the tournaments count join the context with their routes.
 */
function useNavContext(): NavContext {
  const { menus } = useRootData();
  const { mysticJackpots } = useFeatureFlags();
  return useMemo(
    () => ({ topMenu: menus.top, flags: { mysticJackpots } }),
    [menus.top, mysticJackpots],
  );
}

/** The header's and side menu's links (spec 02 section 2 "Header navigation (in order)"). */
export function useHeaderNav(): NavItem[] {
  const context = useNavContext();
  return useMemo(() => headerNav(context), [context]);
}

/** The mobile bottom bar's links (spec 02 section 2 "Mobile"). */
export function useBottomBarNav(): NavItem[] {
  const context = useNavContext();
  return useMemo(() => bottomBarNav(context), [context]);
}
