import { useState, type FormEvent } from 'react';
import type { PaymentMethod } from '@casino/api/payments';
import { amountInputOf, defaultDepositAmount } from '@casino/domain/cashbox';
import { useT } from '~/lib/i18n';
import { Button } from '~/ui/button';
import { usePaymentsPage } from '../../api/get-payments-page.ts';
import { checkAmount } from '../../forms/amount.ts';
import { AmountField, useAmountErrorText } from '../shared/amount-field.tsx';
import { MethodSummary } from '../shared/method-summary.tsx';

/** How far back the form looks for the player's deposits (the first-deposit default, the last amount). */
const HISTORY_SIZE = 100;

/** Step 2: how much. A first deposit starts at 50 units (spec 01 section 9), a later one at the last amount. */
export function AmountStep({
  method,
  onBack,
  onNext,
}: {
  method: PaymentMethod;
  onBack: () => void;
  onNext: (amount: number) => void;
}) {
  const history = usePaymentsPage({ page: 1, pageSize: HISTORY_SIZE, type: 'deposit' });
  if (history.isPending) return <p className="cashbox__status" role="status" aria-busy="true" />;
  const deposits = (history.data?.data ?? []).filter((payment) => payment.state === 'succeeded');
  const start = defaultDepositAmount({
    currency: method.currency,
    hasDeposited: deposits.length > 0,
    lastDeposit:
      deposits.find((payment) => payment.currency === method.currency)?.amount_cents ?? null,
    min: method.minCents,
    max: method.maxCents,
  });
  return <AmountForm method={method} start={start} onBack={onBack} onNext={onNext} />;
}

function AmountForm({
  method,
  start,
  onBack,
  onNext,
}: {
  method: PaymentMethod;
  start: number;
  onBack: () => void;
  onNext: (amount: number) => void;
}) {
  const t = useT();
  const errorText = useAmountErrorText(method);
  const [text, setText] = useState(() => amountInputOf(start, method.currency));
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(text, method);
    if (checked.error) return setError(checked.error);
    onNext(checked.amount);
  };

  return (
    <form className="cashbox-form" noValidate onSubmit={onSubmit}>
      <MethodSummary method={method} />
      <AmountField
        method={method}
        label={t('CASHBOX.AMOUNT')}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={errorText(error)}
      />
      <div className="cashbox-form__actions">
        <Button variant="ghost" onClick={onBack}>
          {t('CASHBOX.BACK')}
        </Button>
        <Button type="submit" variant="gold">
          {t('CASHBOX.CONTINUE')}
        </Button>
      </div>
    </form>
  );
}
