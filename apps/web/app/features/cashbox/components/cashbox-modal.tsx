import { useEffect, useState } from 'react';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { useModals } from '~/lib/modal-stack';
import { useT } from '~/lib/i18n';
import { useActiveAccount } from '~/lib/player/get-accounts';
import { Modal } from '~/ui/modal';
import { Tabs } from '~/ui/tabs';
import { CASHBOX_MODALS, type CashboxView } from '../modal-names.ts';
import { DashboardView } from './dashboard/dashboard-view.tsx';
import { DepositView } from './deposit/deposit-view.tsx';
import { FastDepositView } from './deposit/fast-deposit-view.tsx';
import { WithdrawView } from './withdraw/withdraw-view.tsx';
import { useWalletOfRoute } from '../use-wallet-of-route.ts';
import '../cashbox.css';

const VIEW_OF_MODAL: Readonly<Record<string, CashboxView>> = Object.fromEntries(
  Object.entries(CASHBOX_MODALS).map(([view, name]) => [name, view as CashboxView]),
);

const TABS: readonly CashboxView[] = ['deposit', 'withdraw', 'dashboard'];

/**
 * The cashbox (spec 01 section 2 modals: dashboard, step deposit, step withdraw, one-click deposit): one dialog whose
 * tabs move between the views. Props: `paymentId` shows a returning deposit's result (3-D Secure), `currency` the
 * wallet to deposit into.
 */
export default function CashboxModal({ name, props, close }: ModalComponentProps) {
  const t = useT();
  const { close: closeModal } = useModals();
  const account = useActiveAccount();
  const [view, setView] = useState<CashboxView>(VIEW_OF_MODAL[name] ?? 'deposit');
  const paymentId = typeof props.paymentId === 'number' ? props.paymentId : null;
  useWalletOfRoute(typeof props.currency === 'string' ? props.currency : null);

  // One cashbox at a time: opening one (the header's Deposit over /withdraw) closes the others.
  useEffect(() => {
    for (const other of Object.values(CASHBOX_MODALS))
      if (other !== name) void closeModal(other, { force: true });
  }, [name, closeModal]);

  const tab = view === 'deposit-fast' ? 'deposit' : view;
  return (
    <Modal
      title={t(`CASHBOX.TITLE_${view === 'deposit-fast' ? 'DEPOSIT_FAST' : tab.toUpperCase()}`)}
      onClose={close}
      closeLabel={t('CASHBOX.CLOSE')}
      size="lg"
    >
      <div className="cashbox">
        <Tabs
          label={t('CASHBOX.SECTIONS')}
          items={TABS.map((id) => ({ id, label: t(`CASHBOX.TAB_${id.toUpperCase()}`) }))}
          selected={tab}
          onSelect={(id) => setView(id as CashboxView)}
        />
        {!account ? (
          <p className="cashbox__empty">{t('CASHBOX.NO_ACCOUNT')}</p>
        ) : view === 'dashboard' ? (
          <DashboardView onDeposit={() => setView('deposit')} />
        ) : view === 'withdraw' ? (
          <WithdrawView account={account} />
        ) : view === 'deposit-fast' ? (
          <FastDepositView account={account} onOtherMethod={() => setView('deposit')} />
        ) : (
          <DepositView account={account} returningPaymentId={paymentId} onClose={close} />
        )}
      </div>
    </Modal>
  );
}
