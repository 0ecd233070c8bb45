import { useState } from 'react';
import type { UserLimit } from '@casino/api/limits';
import { PERIODS_BY_TYPE } from '@casino/domain/limit-rules';
import type { LimitPeriod } from '@casino/domain/limits';
import { api } from '~/lib/api';
import { describeFailure } from '~/lib/forms/request-failure';
import { useLocale, useT } from '~/lib/i18n';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { SelectField } from '~/ui/fields';
import { FormMessage } from '~/components/form/form-message';
import { setUserLimit } from '~/features/profile/api/set-user-limit';
import { formatWhen, spanKey, typeKey } from './limit-texts.ts';
import { LIMIT_FAILURES, type LimitChanged } from './set-limit-card.tsx';

type BreakType = 'coolingoff' | 'selfexclusion';

/** One kind of break: its span, and a start that asks first (a break cannot be ended early). */
function BreakForm({ type, onChanged }: { type: BreakType; onChanged: LimitChanged }) {
  const t = useT();
  const periods = PERIODS_BY_TYPE[type];
  const [period, setPeriod] = useState<LimitPeriod>(periods[0] ?? 'day');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await setUserLimit(api, { type, period });
      await onChanged({ type, period }, 'set');
    } catch (failure) {
      const { fields, message: whole } = describeFailure(failure, LIMIT_FAILURES);
      setMessage(t(fields.period ?? whole ?? LIMIT_FAILURES.generic));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="limits-break">
      <FormMessage text={message} />
      <SelectField
        label={t(type === 'coolingoff' ? 'LIMITS.BREAK.COOLINGOFF' : 'LIMITS.BREAK.SELFEXCLUSION')}
        name={type}
        value={period}
        onChange={(e) => setPeriod(periods.find((p) => p === e.target.value) ?? period)}
        options={periods.map((p) => ({ value: p, label: t(spanKey(p)) }))}
      />
      <Button variant="secondary" busy={busy} onClick={() => setAsking(true)}>
        {t(
          type === 'coolingoff'
            ? 'LIMITS.BREAK.SUBMIT_COOLINGOFF'
            : 'LIMITS.BREAK.SUBMIT_SELFEXCLUSION',
        )}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('LIMITS.BREAK.CONFIRM_TITLE')}
          text={t('LIMITS.BREAK.CONFIRM_TEXT', { span: t(spanKey(period)) })}
          confirmLabel={t('LIMITS.BREAK.CONFIRM')}
          cancelLabel={t('LIMITS.BREAK.CANCEL')}
          onAnswer={(confirmed) => {
            setAsking(false);
            if (confirmed) void start();
          }}
        />
      )}
    </div>
  );
}

/** Cooling-off and self-exclusion (spec 04 section 6): the running ones with their end, and the forms to start one. */
export function BreakCard({ breaks, onChanged }: { breaks: UserLimit[]; onChanged: LimitChanged }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="card profile-card" aria-labelledby="limits-break-title">
      <h2 id="limits-break-title" className="profile-card__title">
        {t('LIMITS.BREAK.TITLE')}
      </h2>
      <p className="profile-card__note">{t('LIMITS.BREAK.TEXT')}</p>
      {breaks.map((running) => (
        <p key={running.id} className="limit__reached" data-testid="limit-break">
          {t('LIMITS.BREAK.ACTIVE', {
            type: t(typeKey(running.type)),
            date: running.disable_at ? formatWhen(running.disable_at, locale) : '',
          })}
        </p>
      ))}
      <BreakForm type="coolingoff" onChanged={onChanged} />
      <BreakForm type="selfexclusion" onChanged={onChanged} />
    </section>
  );
}
