import type { FormEvent } from 'react';
import { userLimitBodySchema, type UserLimitBody } from '@casino/api/limits';
import { LIMIT_ERRORS, PERIODS_BY_TYPE } from '@casino/domain/limit-rules';
import type { LimitPeriod } from '@casino/domain/limits';
import { api } from '~/lib/api';
import { formErrorsFromZod } from '~/lib/forms/form-errors';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { useT } from '~/lib/i18n';
import { Button } from '~/ui/button';
import { SelectField, TextField } from '~/ui/fields';
import { FormMessage } from '~/components/form/form-message';
import { setUserLimit } from '~/features/profile/api/set-user-limit';
import { parseAmount, parseWholeNumber } from './limit-amounts.ts';
import { periodKey, typeKey } from './limit-texts.ts';

const SETTABLE = ['deposit', 'loss', 'wager', 'session'] as const;
type Settable = (typeof SETTABLE)[number];

interface Values {
  type: Settable;
  period: LimitPeriod;
  amount: string;
}

/** Told after a limit changed: the page reads the limits again and says what happened. */
export type LimitChanged = (
  limit: Pick<UserLimitBody, 'type' | 'period'>,
  action: 'set' | 'remove' | 'cancel',
) => Promise<void>;

export const LIMIT_FAILURES = {
  restricted: 'LIMITS.ERRORS.GENERIC',
  rateLimited: 'LIMITS.ERRORS.GENERIC',
  generic: 'LIMITS.ERRORS.GENERIC',
} as const;

/** The request body of the form, or the field errors of its own checks (the same zod contract the server uses). */
function bodyOf(values: Values, currency: string) {
  const session = values.type === 'session';
  const amount = session ? parseWholeNumber(values.amount) : parseAmount(values.amount, currency);
  if (amount === null) return { errors: { amount: LIMIT_ERRORS.AMOUNT_REQUIRED } };
  const body = session
    ? { type: values.type, period: values.period, minutes: amount }
    : { type: values.type, period: values.period, accounts: [{ currency, amount_cents: amount }] };
  const parsed = userLimitBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data };
  const { amount_cents, minutes, ...rest } = formErrorsFromZod(parsed.error);
  return { errors: { ...rest, amount: amount_cents ?? minutes } };
}

/** Sets a deposit, loss, wager or session limit: a new or lower one holds at once, a higher one waits (RTS 12). */
export function SetLimitCard({
  currency,
  onChanged,
}: {
  currency: string;
  onChanged: LimitChanged;
}) {
  const t = useT();
  const form = useForm<Values>({ type: 'deposit', period: 'day', amount: '' });
  const { values, set, errors } = form;
  const error = (field: string) => (errors[field] ? t(errors[field]) : null);
  const session = values.type === 'session';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      const asked = bodyOf(values, currency);
      if (!asked.body) return form.fail(asked.errors);
      try {
        await setUserLimit(api, asked.body);
      } catch (failure) {
        const { fields, message } = describeFailure(failure, LIMIT_FAILURES);
        const { amount_cents, minutes, currency: currencyError, ...rest } = fields;
        return form.fail(
          { ...rest, amount: amount_cents ?? minutes ?? currencyError },
          message && t(message),
        );
      }
      set('amount', '');
      await onChanged(asked.body, 'set');
    });
  };

  return (
    <section className="card profile-card" aria-labelledby="limits-set-title">
      <h2 id="limits-set-title" className="profile-card__title">
        {t('LIMITS.FORM.TITLE')}
      </h2>
      <form ref={form.formRef} className="profile-form" noValidate onSubmit={onSubmit}>
        <FormMessage text={form.message} />
        <div className="limits-form__fields">
          <SelectField
            label={t('LIMITS.FORM.TYPE')}
            name="type"
            value={values.type}
            hint={t(`LIMITS.TYPE_HINTS.${values.type.toUpperCase()}`)}
            onChange={(e) => {
              const type = SETTABLE.find((candidate) => candidate === e.target.value) ?? 'deposit';
              set('type', type);
              if (!PERIODS_BY_TYPE[type].includes(values.period)) set('period', 'day');
            }}
            options={SETTABLE.map((type) => ({ value: type, label: t(typeKey(type)) }))}
            error={error('type')}
          />
          <SelectField
            label={t('LIMITS.FORM.PERIOD')}
            name="period"
            value={values.period}
            onChange={(e) =>
              set(
                'period',
                PERIODS_BY_TYPE[values.type].find((period) => period === e.target.value) ?? 'day',
              )
            }
            options={PERIODS_BY_TYPE[values.type].map((period) => ({
              value: period,
              label: t(periodKey(period)),
            }))}
            error={error('period')}
          />
          <TextField
            label={session ? t('LIMITS.FORM.MINUTES') : t('LIMITS.FORM.AMOUNT', { currency })}
            name="amount"
            inputMode={session ? 'numeric' : 'decimal'}
            autoComplete="off"
            required
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
            error={error('amount')}
          />
        </div>
        <Button type="submit" busy={form.busy}>
          {t('LIMITS.FORM.SUBMIT')}
        </Button>
      </form>
    </section>
  );
}
