import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PROMO_QUERY_KEYS } from '@casino/domain/routing';
import { writeSession } from '~/lib/local-storage';
import { withoutPromoQuery } from '~/features/chrome/promo-query';

/**
 * depositPromocode and giftPromocode in the query are kept in sessionStorage (under the same names) and removed
 * from the URL by a replace navigation (spec 01 section 2). The cashbox and gifts issues read them from there; the
 * "gift promo on main sends a player to profile gifts" step waits for that page.
 */
export function usePromoQuery(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!PROMO_QUERY_KEYS.some((key) => params.has(key))) return;
    for (const key of PROMO_QUERY_KEYS) {
      const value = params.get(key);
      if (value) writeSession(key, value);
    }
    navigate({ pathname, search: withoutPromoQuery(search), hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);
}
