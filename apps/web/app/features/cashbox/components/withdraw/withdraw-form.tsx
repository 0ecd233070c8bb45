import { useState, type FormEvent } from 'react';
import type { Payment, PaymentMethod } from '@casino/api/payments';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { hasErrors } from '~/lib/forms/form-errors';
import { describeFailure, formMessageOf } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { useAppQueryClient } from '~/lib/query/query-client';
import { FormMessage } from '~/components/form/form-message';
import { Button } from '~/ui/button';
import { SelectField } from '~/ui/fields';
import { requestCashout } from '../../api/request-cashout.ts';
import { checkAmount } from '../../forms/amount.ts';
import {
  methodFields,
  paymentFieldErrors,
  type PaymentFieldValues,
} from '../../forms/payment-fields.ts';
import { newIdempotencyKey, refreshAfterMoneyMoved } from '../../money-moved.ts';
import { AmountField, useAmountErrorText } from '../shared/amount-field.tsx';
import { MethodSummary } from '../shared/method-summary.tsx';
import { PaymentFields } from '../shared/payment-fields.tsx';
import { SavedProfiles } from '../shared/saved-profiles.tsx';

const FAILURES = {
  restricted: 'CASHBOX.FAILED',
  rateLimited: 'CASHBOX.TOO_MANY',
  generic: 'CASHBOX.FAILED',
} as const;

/** The cashout form: amount (at most the real balance), then a saved card or new details, and the network for crypto. */
export function WithdrawForm({
  method,
  balance,
  onBack,
  onDone,
}: {
  method: PaymentMethod;
  balance: number;
  onBack: () => void;
  onDone: (payment: Payment) => void;
}) {
  const t = useT();
  const queryClient = useAppQueryClient();
  const errorText = useAmountErrorText(method);
  const [profileId, setProfileId] = useState<number | null>(method.savedProfiles[0]?.id ?? null);
  const [network, setNetwork] = useState(method.networks[0]?.id ?? null);
  const form = useForm<PaymentFieldValues & { amount: string }>(
    { amount: '' },
    { reportAs: 'CashboxOthersForms' },
  );
  const usingProfile = profileId !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(form.values.amount, method, balance);
    const invalid = {
      ...(usingProfile ? {} : paymentFieldErrors(method, form.values, network)),
      ...(checked.error ? { amount: checked.error } : {}),
    };
    if (hasErrors(invalid) || checked.amount === null) return form.fail(invalid);
    void form.run(async () => {
      try {
        const result = await requestCashout(
          api,
          {
            currency: method.currency,
            amount_cents: checked.amount,
            method: method.id,
            ...(network ? { network } : {}),
            ...(usingProfile
              ? { profile_id: profileId }
              : { fields: methodFields(method, form.values) }),
          },
          newIdempotencyKey(),
        );
        await refreshAfterMoneyMoved(queryClient);
        onDone(result.payment);
      } catch (error) {
        const { fields, message } = describeFailure(error, FAILURES);
        const {
          amount_cents: amount,
          profile_id: profile,
          network: networkError,
          ...rest
        } = fields;
        form.fail(
          { ...rest, ...(amount ? { amount } : {}) },
          formMessageOf(t, [profile, networkError, message]),
        );
      }
    });
  };

  return (
    <form ref={form.formRef} className="cashbox-form" noValidate onSubmit={onSubmit}>
      <MethodSummary method={method} />
      <FormMessage text={form.message} />
      <AmountField
        method={method}
        label={t('CASHBOX.AMOUNT')}
        value={form.values.amount}
        onChange={(value) => form.set('amount', value)}
        error={errorText(form.errors.amount)}
      />
      {method.networks.length > 0 && (
        <SelectField
          label={t('CASHBOX.NETWORK')}
          value={network ?? ''}
          onChange={(event) => setNetwork(event.target.value)}
          options={method.networks.map((n) => ({ value: n.id, label: n.title }))}
        />
      )}
      {method.savedProfiles.length > 0 && (
        <SavedProfiles
          profiles={method.savedProfiles}
          selected={profileId}
          onSelect={setProfileId}
        />
      )}
      {!usingProfile && (
        <PaymentFields
          method={method}
          values={form.values}
          errors={form.errors}
          onChange={form.set}
        />
      )}
      {(method.feePercent > 0 || method.feeFixedCents > 0) && (
        <p className="cashbox__hint">{t('CASHBOX.FEE_PERCENT', { percent: method.feePercent })}</p>
      )}
      <div className="cashbox-form__actions">
        <Button variant="ghost" onClick={onBack} disabled={form.busy}>
          {t('CASHBOX.BACK')}
        </Button>
        <Button type="submit" variant="gold" busy={form.busy}>
          {t('CASHBOX.WITHDRAW')}
        </Button>
      </div>
    </form>
  );
}
