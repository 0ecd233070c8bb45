import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitPromoQuery } from '@casino/domain/routing';
import { writeSession } from '~/lib/local-storage';

/**
 * depositPromocode and giftPromocode in the query are kept in sessionStorage (under the same names) and removed
 * from the URL by a replace navigation (spec 01 section 2). The cashbox and gifts issues read them from there; the
 * "gift promo on main sends a player to profile gifts" step waits for that page.
 */
export function usePromoQuery(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const promo = splitPromoQuery(search);
    if (!promo) return;
    for (const [key, value] of Object.entries(promo.codes)) writeSession(key, value);
    void navigate(
      { pathname, search: promo.search, hash },
      { replace: true, preventScrollReset: true },
    );
  }, [pathname, search, hash, navigate]);
}
