import { useEffect } from 'react';
import { useModals } from '~/lib/modal-stack';
import { usePlayer } from '~/lib/session';
import { CASHBOX_DEPOSIT_MODAL } from '~/features/chrome/player/deposit-button';

/** Once per page load of a player: the cancelled-deposit warning (spec 01 section 4), its action opens the deposit. */
export function useCanceledDepositToast(): void {
  const playerId = usePlayer()?.id ?? null;
  const { show } = useModals();
  useEffect(() => {
    if (playerId === null) return;
    void Promise.all([import('~/lib/api'), import('~/lib/player/canceled-deposit-toast')])
      .then(([{ api }, toast]) =>
        toast.warnOfCanceledDeposit(api, {
          label: 'CASHBOX.TRY_AGAIN',
          run: () => show(CASHBOX_DEPOSIT_MODAL),
        }),
      )
      .catch(() => undefined);
  }, [playerId, show]);
}
