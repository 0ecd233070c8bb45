import { useState, type FormEvent } from 'react';
import type { Payment, PaymentMethod } from '@casino/api/payments';
import { formatMoney } from '@casino/domain/currency';
import { api } from '~/lib/api';
import { useLocale, useT } from '~/lib/i18n';
import { hasErrors } from '~/lib/forms/form-errors';
import { describeFailure, formMessageOf } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { useAppQueryClient } from '~/lib/query/query-client';
import { FormMessage } from '~/components/form/form-message';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/fields';
import { createDeposit } from '../../api/create-deposit.ts';
import {
  methodFields,
  paymentFieldErrors,
  type PaymentFieldValues,
} from '../../forms/payment-fields.ts';
import { newIdempotencyKey, refreshAfterMoneyMoved } from '../../money-moved.ts';
import { MethodSummary } from '../shared/method-summary.tsx';
import { PaymentFields } from '../shared/payment-fields.tsx';
import { SavedProfiles } from '../shared/saved-profiles.tsx';

export const PAYMENT_FAILURES = {
  restricted: 'CASHBOX.FAILED',
  rateLimited: 'CASHBOX.TOO_MANY',
  generic: 'CASHBOX.FAILED',
} as const;

/** The issuer's 3-D Secure page: a page of its own, as a real bank's is; it sends the player back to /deposit. */
function goToChallenge(url: string): void {
  window.location.assign(url);
}

/**
 * Step 3: the method's fields (or a saved card), then the deposit. A card that asks for 3-D Secure leaves for the
 * issuer's challenge page; the answer comes back to /deposit?payment={id}.
 */
export function DetailsStep({
  method,
  amount,
  onBack,
  onDone,
}: {
  method: PaymentMethod;
  amount: number;
  onBack: () => void;
  onDone: (payment: Payment) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useAppQueryClient();
  const saved = method.savedProfiles;
  const [profileId, setProfileId] = useState<number | null>(saved[0]?.id ?? null);
  const [saveProfile, setSaveProfile] = useState(method.type === 'cards');
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<PaymentFieldValues>({}, { reportAs: 'CashboxOthersForms' });
  const usingProfile = profileId !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!usingProfile) {
      const invalid = paymentFieldErrors(method, form.values);
      if (hasErrors(invalid)) return form.fail(invalid);
    }
    void form.run(async () => {
      try {
        const result = await createDeposit(
          api,
          {
            currency: method.currency,
            amount_cents: amount,
            method: method.id,
            ...(usingProfile
              ? { profile_id: profileId }
              : {
                  fields: methodFields(method, form.values),
                  ...(method.type === 'cards' ? { save_profile: saveProfile } : {}),
                }),
          },
          newIdempotencyKey(),
        );
        if (result.next_action) {
          setRedirecting(true);
          return goToChallenge(result.next_action.url);
        }
        await refreshAfterMoneyMoved(queryClient);
        onDone(result.payment);
      } catch (error) {
        const { fields, message } = describeFailure(error, PAYMENT_FAILURES);
        const { amount_cents: amountError, profile_id: profileError, ...rest } = fields;
        form.fail(rest, formMessageOf(t, [amountError, profileError, message]));
      }
    });
  };

  return (
    <form ref={form.formRef} className="cashbox-form" noValidate onSubmit={onSubmit}>
      <MethodSummary method={method} />
      <FormMessage text={form.message} />
      {saved.length > 0 && (
        <SavedProfiles profiles={saved} selected={profileId} onSelect={setProfileId} />
      )}
      {!usingProfile && (
        <>
          <PaymentFields
            method={method}
            values={form.values}
            errors={form.errors}
            onChange={form.set}
          />
          {method.type === 'cards' && (
            <Checkbox
              label={t('CASHBOX.SAVE_CARD')}
              checked={saveProfile}
              onChange={(event) => setSaveProfile(event.target.checked)}
            />
          )}
        </>
      )}
      {redirecting && (
        <p className="cashbox__status" role="status">
          {t('CASHBOX.REDIRECTING_3DS')}
        </p>
      )}
      <div className="cashbox-form__actions">
        <Button variant="ghost" onClick={onBack} disabled={form.busy || redirecting}>
          {t('CASHBOX.BACK')}
        </Button>
        <Button type="submit" variant="gold" busy={form.busy || redirecting}>
          {t('CASHBOX.PAY', { amount: formatMoney(amount, method.currency, locale) })}
        </Button>
      </div>
    </form>
  );
}
