import { useState, type FormEvent } from 'react';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { useAccounts } from '~/lib/player/get-accounts';
import { useSession } from '~/lib/session';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { FormMessage } from '~/components/form/form-message';
import { Button } from '~/ui/button';
import { SelectField } from '~/ui/fields';
import { useCurrencies } from '../../api/get-currencies.ts';
import { selectAccount } from '../../api/select-account.ts';

const FAILURES = {
  restricted: 'CASHBOX.FAILED',
  rateLimited: 'CASHBOX.TOO_MANY',
  generic: 'CASHBOX.FAILED',
} as const;

/** Opens a wallet in a currency the player does not hold yet; it becomes the active one (POST /api/player/accounts). */
export function AddCurrency() {
  const t = useT();
  const accounts = useAccounts();
  const currencies = useCurrencies();
  const { refresh } = useSession();
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm({ currency: '' });
  const held = new Set(accounts.map((account) => account.currency));
  const options = (currencies.data ?? []).filter((currency) => !held.has(currency.code));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.values.currency) return form.fail({ currency: 'VALIDATION.REQUIRED' });
    void form.run(async () => {
      try {
        const account = await selectAccount(api, form.values.currency);
        await refresh();
        setAdded(account.currency);
        form.set('currency', '');
      } catch (error) {
        const { fields, message } = describeFailure(error, FAILURES);
        form.fail(fields, message && t(message));
      }
    });
  };

  if (options.length === 0) return null;
  return (
    <form ref={form.formRef} className="cashbox-add-currency" noValidate onSubmit={onSubmit}>
      <FormMessage text={form.message} />
      <FormMessage
        text={added && t('CASHBOX.CURRENCY_ADDED', { currency: added })}
        tone="success"
      />
      <SelectField
        label={t('CASHBOX.ADD_CURRENCY')}
        name="currency"
        value={form.values.currency}
        placeholder={t('CASHBOX.CHOOSE_CURRENCY')}
        options={options.map((currency) => ({
          value: currency.code,
          label: `${currency.code} (${currency.fiat ? t('CASHBOX.FIAT') : t('CASHBOX.CRYPTO')})`,
        }))}
        onChange={(event) => {
          setAdded(null);
          form.set('currency', event.target.value);
        }}
        error={form.errors.currency ? t(form.errors.currency) : null}
      />
      <Button type="submit" variant="secondary" busy={form.busy}>
        {t('CASHBOX.ADD')}
      </Button>
    </form>
  );
}
