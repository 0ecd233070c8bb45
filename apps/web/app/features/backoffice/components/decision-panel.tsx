import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { REJECT_REASON_MAX_LENGTH, type OperatorCashout } from '@casino/api/backoffice';
import { Button } from '~/ui/button';
import { backofficeApi } from '~/features/backoffice/api/backoffice-client';
import { approveCashout, rejectCashout } from '~/features/backoffice/api/decide-cashout';
import { failureText, fieldText } from '~/features/backoffice/backoffice-texts';
import { useOperator } from '~/features/backoffice/use-operator';

type Busy = 'approve' | 'reject' | null;

/** Approve, or reject with the reason the player will read; a decision another operator made first shows as such. */
export function DecisionPanel({ cashout }: { cashout: OperatorCashout }) {
  const operator = useOperator();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<unknown>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  if (!operator?.can_decide_cashouts)
    return (
      <section className="bo-card" aria-labelledby="bo-decision-title">
        <h2 id="bo-decision-title" className="bo-subtitle">
          Decision
        </h2>
        <p>Your role can read cashouts but not decide them.</p>
      </section>
    );

  const decide = async (kind: Exclude<Busy, null>) => {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'approve') await approveCashout(backofficeApi, cashout.id);
      else await rejectCashout(backofficeApi, cashout.id, reason);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
      // The page shows the cashout as it now is: decided by us, or by whoever came first.
      await revalidator.revalidate();
    }
  };

  const onReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void decide('reject');
  };

  const reasonError = fieldText(error, 'reason');
  const formError = error && !reasonError ? failureText(error) : null;
  return (
    <section className="bo-card bo-decision" aria-labelledby="bo-decision-title">
      <h2 id="bo-decision-title" className="bo-subtitle">
        Decision
      </h2>
      {formError && (
        <p className="bo-alert" role="alert">
          {formError}
        </p>
      )}
      <div className="bo-decision__approve">
        <p>Approving sends the payout to the request's destination at once.</p>
        <Button
          busy={busy === 'approve'}
          disabled={busy !== null}
          onClick={() => void decide('approve')}
        >
          Approve and pay out
        </Button>
      </div>
      <form className="bo-form" onSubmit={onReject} noValidate>
        <div className={['field', reasonError ? 'field--invalid' : ''].join(' ').trim()}>
          <label htmlFor={reasonId} className="field__label">
            Reason for rejecting (the player sees it)
          </label>
          <textarea
            id={reasonId}
            name="reason"
            className="field__control bo-textarea"
            rows={3}
            maxLength={REJECT_REASON_MAX_LENGTH}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          />
          {reasonError && (
            <span id={`${reasonId}-error`} className="field__error" role="alert">
              {reasonError}
            </span>
          )}
        </div>
        <Button type="submit" variant="secondary" busy={busy === 'reject'} disabled={busy !== null}>
          Reject cashout
        </Button>
      </form>
    </section>
  );
}
