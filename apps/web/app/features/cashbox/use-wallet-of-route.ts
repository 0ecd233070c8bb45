import { useEffect, useRef } from 'react';
import { api } from '~/lib/api';
import { useAccounts } from '~/lib/player/get-accounts';
import { useSession } from '~/lib/session';
import { selectAccount } from './api/select-account.ts';

/**
 * /accounts/{currency}/deposit deposits into that wallet: a wallet the player holds becomes the active one first (the
 * profile currency follows it). A currency the player does not hold is ignored: the active wallet stays.
 */
export function useWalletOfRoute(currency: string | null): void {
  const accounts = useAccounts();
  const { refresh } = useSession();
  const asked = useRef(false);
  const target = accounts.find((account) => account.currency === currency);
  useEffect(() => {
    if (asked.current || !target || target.active) return;
    asked.current = true;
    void selectAccount(api, target.currency).then(refresh, () => undefined);
  }, [target, refresh]);
}
