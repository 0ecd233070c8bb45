import { useT } from '~/lib/i18n';
import { useModals } from '~/lib/modal-stack';
import { Button } from '~/ui/button';
import { PlusIcon } from '~/ui/icons';

/** The cashbox modal name (spec 01 section 2, modal "cashbox step deposit"); the cashbox issue registers it. */
export const CASHBOX_DEPOSIT_MODAL = 'cashbox-deposit';

/** Deposit: opens the cashbox. Until a cashbox is registered the button is not shown rather than dead. */
export function DepositButton({ className, block }: { className?: string; block?: boolean }) {
  const t = useT();
  const { show, isRegistered } = useModals();
  if (!isRegistered(CASHBOX_DEPOSIT_MODAL)) return null;
  return (
    <Button
      variant="gold"
      size="sm"
      block={block}
      className={className}
      onClick={() => show(CASHBOX_DEPOSIT_MODAL)}
    >
      <PlusIcon size={16} /> {t('HEADER.DEPOSIT')}
    </Button>
  );
}
