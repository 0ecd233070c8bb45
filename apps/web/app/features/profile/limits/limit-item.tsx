import { useState, type FormEvent } from 'react';
import type { UserLimit, UserLimitBody } from '@casino/api/limits';
import { LIMIT_ERRORS } from '@casino/domain/limit-rules';
import { formatMoney } from '@casino/domain/currency';
import { isLimitReached } from '@casino/domain/limits';
import { api } from '~/lib/api';
import { describeFailure } from '~/lib/forms/request-failure';
import { useLocale, useT } from '~/lib/i18n';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/fields';
import { ProgressBar } from '~/ui/progress-bar';
import { FormMessage } from '~/components/form/form-message';
import { deleteUserLimit } from '~/features/profile/api/delete-user-limit';
import { setUserLimit } from '~/features/profile/api/set-user-limit';
import {
  amountText,
  currentTerms,
  parseAmount,
  parseWholeNumber,
  usedPercent,
} from './limit-amounts.ts';
import { formatWhen, periodKey, typeKey } from './limit-texts.ts';
import { LIMIT_FAILURES, type LimitChanged } from './set-limit-card.tsx';

/** The waiting increase or removal: when it may take effect and until when the e-mailed link works. */
function PendingNotice({ limit, currency }: { limit: UserLimit; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const pending = limit.pending;
  if (!pending) return null;
  const asked = pending.accounts.find((account) => account.currency === currency);
  const amount =
    limit.type === 'session'
      ? t('LIMITS.MINUTES_VALUE', { minutes: pending.minutes ?? 0 })
      : asked
        ? formatMoney(asked.amount_cents, currency, locale)
        : '';
  const vars = {
    amount,
    date: formatWhen(pending.effective_at, locale),
    until: formatWhen(pending.confirm_until, locale),
  };
  return (
    <p className="limit__pending" data-testid="limit-pending">
      {t(pending.kind === 'increase' ? 'LIMITS.PENDING_INCREASE' : 'LIMITS.PENDING_REMOVAL', vars)}
    </p>
  );
}

/**
 * One limit in force: what is used of it in this period, when the count starts again, a field to change it
 * (lower holds now, higher waits), a removal, and a waiting request with its cancel.
 */
export function LimitItem({
  limit,
  currency,
  onChanged,
}: {
  limit: UserLimit;
  currency: string;
  onChanged: LimitChanged;
}) {
  const t = useT();
  const locale = useLocale();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | 'cancel' | null>(null);
  const account = limit.accounts.find((entry) => entry.currency === currency) ?? limit.accounts[0];
  const session = limit.type === 'session';
  const title = `${t(typeKey(limit.type))} · ${t(periodKey(limit.period))}`;
  const headingId = `limit-${limit.id}-title`;

  const send = async (kind: 'save' | 'remove' | 'cancel', call: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    setMessage(null);
    try {
      await call();
      setAmount('');
      await onChanged(limit, kind === 'save' ? 'set' : kind);
    } catch (failure) {
      const { fields, message: whole } = describeFailure(failure, LIMIT_FAILURES);
      const field = fields.amount_cents ?? fields.minutes ?? fields.currency;
      if (field) setError(t(field));
      else setMessage(t(whole ?? LIMIT_FAILURES.generic));
    } finally {
      setBusy(null);
    }
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const value = session
      ? parseWholeNumber(amount)
      : parseAmount(amount, account?.currency ?? currency);
    if (value === null) return setError(t(LIMIT_ERRORS.AMOUNT_REQUIRED));
    const body: UserLimitBody = session
      ? { type: limit.type, period: limit.period, minutes: value }
      : {
          type: limit.type,
          period: limit.period,
          accounts: [{ currency: account?.currency ?? currency, amount_cents: value }],
        };
    void send('save', () => setUserLimit(api, body));
  };

  return (
    <li className="card profile-card limit" aria-labelledby={headingId}>
      <h3 id={headingId} className="limit__title">
        {title}
      </h3>
      {account && (
        <>
          <p className="limit__progress">
            {t('LIMITS.PROGRESS', {
              current: formatMoney(account.current_value_amount_cents, account.currency, locale),
              amount: formatMoney(account.amount_cents, account.currency, locale),
            })}
          </p>
          <ProgressBar
            value={usedPercent(account)}
            tone={isLimitReached(limit, account.currency) ? 'gold' : 'accent'}
            label={t('LIMITS.PROGRESS_LABEL', {
              type: t(typeKey(limit.type)),
              period: t(periodKey(limit.period)),
              current: formatMoney(account.current_value_amount_cents, account.currency, locale),
              amount: formatMoney(account.amount_cents, account.currency, locale),
            })}
          />
          {isLimitReached(limit, account.currency) && (
            <p className="limit__reached">{t('LIMITS.REACHED')}</p>
          )}
          <p className="profile-card__note">
            {t('LIMITS.RESETS', { date: formatWhen(account.active_until, locale) })}
          </p>
        </>
      )}
      {session && (
        <p className="limit__progress">
          {t('LIMITS.MINUTES_VALUE', { minutes: limit.minutes ?? 0 })}
        </p>
      )}
      <PendingNotice limit={limit} currency={account?.currency ?? currency} />
      <FormMessage text={message} />
      <form className="limit__change" noValidate onSubmit={onSave}>
        <TextField
          label={
            session
              ? t('LIMITS.NEW_MINUTES')
              : t('LIMITS.NEW_AMOUNT', { currency: account?.currency ?? currency })
          }
          name={`limit-${limit.id}-amount`}
          inputMode={session ? 'numeric' : 'decimal'}
          autoComplete="off"
          placeholder={account ? amountText(account.amount_cents, account.currency) : undefined}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" size="sm" busy={busy === 'save'}>
          {t('LIMITS.SAVE')}
        </Button>
      </form>
      <div className="limit__actions">
        {limit.pending ? (
          <Button
            size="sm"
            variant="secondary"
            busy={busy === 'cancel'}
            onClick={() => void send('cancel', () => setUserLimit(api, currentTerms(limit)))}
          >
            {t('LIMITS.CANCEL_REQUEST')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            busy={busy === 'remove'}
            onClick={() => void send('remove', () => deleteUserLimit(api, limit.id))}
          >
            {t('LIMITS.REMOVE')}
          </Button>
        )}
      </div>
    </li>
  );
}
