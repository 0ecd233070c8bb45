import { useState, type FormEvent } from 'react';
import type { Account } from '@casino/api/player';
import type { Payment, PaymentMethod } from '@casino/api/payments';
import { amountInputOf, defaultDepositAmount } from '@casino/domain/cashbox';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { useAppQueryClient } from '~/lib/query/query-client';
import { FormMessage } from '~/components/form/form-message';
import { Button } from '~/ui/button';
import { createDeposit } from '../../api/create-deposit.ts';
import { usePaymentMethods } from '../../api/get-payment-methods.ts';
import { checkAmount } from '../../forms/amount.ts';
import { newIdempotencyKey, refreshAfterMoneyMoved } from '../../money-moved.ts';
import { AmountField, useAmountErrorText } from '../shared/amount-field.tsx';
import { MethodsState } from '../shared/methods-state.tsx';
import { SavedProfiles } from '../shared/saved-profiles.tsx';
import { DepositResult } from './deposit-result.tsx';
import { PAYMENT_FAILURES } from './details-step.tsx';

/**
 * One-click deposit (spec 01 section 2, /deposit-fast): a saved card and an amount, one button. A saved card that asks
 * for 3-D Secure still goes to the issuer's page. Without a saved card it offers the full deposit.
 */
export function FastDepositView({
  account,
  onOtherMethod,
}: {
  account: Account;
  onOtherMethod: () => void;
}) {
  const t = useT();
  const methods = usePaymentMethods('deposit', account.currency);
  const [payment, setPayment] = useState<Payment | null>(null);
  const method = methods.data?.find((m) => m.savedProfiles.length > 0);
  if (payment)
    return (
      <DepositResult
        paymentId={payment.id}
        known={payment}
        onAgain={() => setPayment(null)}
        onClose={onOtherMethod}
      />
    );
  return (
    <div className="cashbox-step">
      <MethodsState query={methods} />
      {methods.isSuccess && !method && (
        <div className="cashbox__status">
          <p>{t('CASHBOX.NO_SAVED_CARDS')}</p>
        </div>
      )}
      {method && <FastDepositForm method={method} onDone={setPayment} />}
      <button type="button" className="link-button" onClick={onOtherMethod}>
        {t('CASHBOX.OTHER_METHOD')}
      </button>
    </div>
  );
}

function FastDepositForm({
  method,
  onDone,
}: {
  method: PaymentMethod;
  onDone: (payment: Payment) => void;
}) {
  const t = useT();
  const queryClient = useAppQueryClient();
  const errorText = useAmountErrorText(method);
  const [profileId, setProfileId] = useState<number | null>(method.savedProfiles[0]?.id ?? null);
  const form = useForm(
    {
      amount: amountInputOf(
        defaultDepositAmount({
          currency: method.currency,
          hasDeposited: true,
          lastDeposit: null,
          min: method.minCents,
          max: method.maxCents,
        }),
        method.currency,
      ),
    },
    { reportAs: 'CashboxOthersForms' },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(form.values.amount, method);
    if (checked.error) return form.fail({ amount: checked.error });
    if (profileId === null) return form.fail({}, t('VALIDATION.PAYMENT_PROFILE_INVALID'));
    void form.run(async () => {
      try {
        const result = await createDeposit(
          api,
          {
            currency: method.currency,
            amount_cents: checked.amount,
            method: method.id,
            profile_id: profileId,
          },
          newIdempotencyKey(),
        );
        if (result.next_action) return window.location.assign(result.next_action.url);
        await refreshAfterMoneyMoved(queryClient);
        onDone(result.payment);
      } catch (error) {
        const { fields, message } = describeFailure(error, PAYMENT_FAILURES);
        const text = fields.profile_id ?? message;
        form.fail({ amount: fields.amount_cents }, text ? t(text) : null);
      }
    });
  };

  return (
    <form ref={form.formRef} className="cashbox-form" noValidate onSubmit={onSubmit}>
      <FormMessage text={form.message} />
      <SavedProfiles
        profiles={method.savedProfiles}
        selected={profileId}
        onSelect={setProfileId}
        withNew={false}
      />
      <AmountField
        method={method}
        label={t('CASHBOX.AMOUNT')}
        value={form.values.amount}
        onChange={(value) => form.set('amount', value)}
        error={errorText(form.errors.amount)}
      />
      <Button type="submit" variant="gold" size="lg" block busy={form.busy}>
        {t('CASHBOX.DEPOSIT_NOW')}
      </Button>
    </form>
  );
}
