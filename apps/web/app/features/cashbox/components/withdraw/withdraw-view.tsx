import { useState } from 'react';
import type { Account } from '@casino/api/player';
import type { Payment, PaymentMethod } from '@casino/api/payments';
import { formatMoney } from '@casino/domain/currency';
import { useLocale, useT } from '~/lib/i18n';
import { Button } from '~/ui/button';
import { usePaymentMethods } from '../../api/get-payment-methods.ts';
import { MethodList } from '../shared/method-list.tsx';
import { MethodsState } from '../shared/methods-state.tsx';
import { PaymentStatus } from '../shared/payment-status.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

/**
 * Withdraw (spec 01 section 2 "cashbox step withdraw"): only the real balance can be cashed out (bonus money never);
 * the amount is held at once and waits for the casino's approval, and may be recalled while it waits.
 */
export function WithdrawView({ account }: { account: Account }) {
  const t = useT();
  const locale = useLocale();
  const methods = usePaymentMethods('cashout', account.currency);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [done, setDone] = useState<Payment | null>(null);

  if (done)
    return (
      <section className="cashbox-result" aria-live="polite">
        <p className="cashbox-result__icon cashbox-result__icon--open" aria-hidden="true">
          …
        </p>
        <h3 className="cashbox-result__title">{t('CASHBOX.RESULT.CASHOUT_REQUESTED')}</h3>
        <p className="cashbox-result__amount">
          {formatMoney(done.amount_cents, done.currency, locale)}
        </p>
        <PaymentStatus state={done.state} />
        <p className="cashbox__hint">{t('CASHBOX.CASHOUT_RECALL_HINT')}</p>
        <Button variant="ghost" onClick={() => (setDone(null), setMethod(null))}>
          {t('CASHBOX.BACK')}
        </Button>
      </section>
    );

  return (
    <div className="cashbox-step">
      <p className="cashbox-withdrawable">
        <span>{t('CASHBOX.WITHDRAWABLE')}</span>
        <strong>{formatMoney(account.available_to_cashout_cents, account.currency, locale)}</strong>
      </p>
      <MethodsState query={methods} />
      {!method && (methods.data?.length ?? 0) > 0 && (
        <MethodList
          legend={t('CASHBOX.CHOOSE_WITHDRAW_METHOD')}
          methods={methods.data ?? []}
          selected={null}
          onSelect={setMethod}
        />
      )}
      {method && (
        <WithdrawForm
          method={method}
          balance={account.available_to_cashout_cents}
          onBack={() => setMethod(null)}
          onDone={setDone}
        />
      )}
    </div>
  );
}
